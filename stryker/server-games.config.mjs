import { serverConfig } from './server-config.mjs';

// The games that pay outside the batch: slots, Our Virtual and the providers' wallet, with the
// group commit that spins and wallet calls share.
export default serverConfig('games', [
  'apps/server/src/modules/slots/slot-service.ts',
  'apps/server/src/modules/providers/provider-wallet.ts',
  'apps/server/src/modules/providers/wallet-group-commit.ts',
  // The group's ledger rows, written once before its COMMIT.
  'apps/server/src/modules/ledger/deferred-ledger.ts',
  // The WAL flush the group commit (and the bet batch) answers after: no call is acknowledged before it.
  'apps/server/src/db/wal-sync.ts',
  // The join window both writers wait in while their flush is in flight.
  'apps/server/src/db/flush-join-window.ts',
  'apps/server/src/modules/providers/wallet-state.ts',
  'apps/server/src/modules/virtual-casino/virtual-casino-service.ts',
]);
