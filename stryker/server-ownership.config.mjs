import { serverConfig } from './server-config.mjs';

// Who owns a market's book when several processes share PostgreSQL (issue 29): the shard of a
// market, which process a shard is due to, what a process takes, hands back (drained first) and
// follows from the lease table, where a command goes, a batch's fence, and what a forwarded or
// fenced command answers. These are the pure decisions; the code around them that reads and
// writes the leases (shard-leases.ts, market-ownership.ts) and forwards over Redis runs in the
// multi-process tests, in child processes, where Stryker cannot reach it.
export default serverConfig(
  'ownership',
  [
    'apps/server/src/modules/trading/ownership/shard-of.ts',
    'apps/server/src/modules/trading/ownership/shard-layout.ts',
    'apps/server/src/modules/trading/ownership/route-decisions.ts',
  ],
  'stryker/server-ownership-vitest.config.ts',
);
