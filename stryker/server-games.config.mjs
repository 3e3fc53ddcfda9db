import { serverConfig } from './server-config.mjs';

// The games that pay outside the batch: slots and Our Virtual.
export default serverConfig('games', [
  'apps/server/src/modules/slots/slot-service.ts',
  'apps/server/src/modules/virtual-casino/virtual-casino-service.ts',
]);
