import { serverConfig } from './server-config.mjs';

// The ledger (postings, balances, settlement holds, the audit), chips between levels, and the
// loss limit the games read.
export default serverConfig('ledger', [
  'apps/server/src/modules/ledger/**/*.ts',
  'apps/server/src/modules/hierarchy/transfer-chips.ts',
  'apps/server/src/modules/payments/wager-refusal.ts',
  'apps/server/src/modules/payments/loss-limit-room.ts',
]);
