import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server tests that exercise the mutated money code (bet planning, batch state, ledger),
// for mutation testing only: auth, catalog, realtime and the multi-process races add minutes
// per mutant and kill nothing these do not. `npm test` still runs every test. The root is the
// repository's, so the contract's planner tests run beside the server's.
const repo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export default defineConfig({
  // The contract's code is mutated too (the cash-out planner, shared with the browser): imported as
  // '@bx/contract', it would resolve through node_modules' link to the project's own copy, outside
  // Stryker's sandbox, and no test would ever run its mutants.
  resolve: { alias: { '@bx/contract': repo('packages/contract/src/index.ts') } },
  test: {
    root: repo(''),
    include: [
      ...[
        'test/trading/**/*.test.ts',
        'test/cash-out/**/*.test.ts',
        'test/loss-limits/**/*.test.ts',
        'test/money-safety/**/*.test.ts',
        'test/ledger/**/*.test.ts',
        'test/fancy-domain/**/*.test.ts',
        'test/payments/**/*.test.ts',
        'test/admin/**/*.test.ts',
        'test/reports/**/*.test.ts',
        'test/input-validation.test.ts',
        'test/slots/**/*.test.ts',
        // The provider wallet and the group commit it shares with the spins.
        'test/providers/**/*.test.ts',
        'test/virtual-casino/**/*.test.ts',
        'test/hierarchy/**/*.test.ts',
        'test/exactly-once/client-ref.test.ts',
        // The WAL flush the bet batch and the wallet group commit answer after.
        'test/db/wal-sync.test.ts',
        // A live-table bet's quote (lay only where the table shows a lay rate, an ACTIVE selection only).
        'test/casino/casino-limits.test.ts',
      ].map((test) => `apps/server/${test}`),
      // The cash-out planner's own cases and properties.
      'packages/contract/test/plan-cash-out.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
