import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The server tests that exercise the mutated money code (bet planning, batch state, ledger),
// for mutation testing only: auth, catalog, realtime and the multi-process races add minutes
// per mutant and kill nothing these do not. `npm test` still runs every test.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../apps/server', import.meta.url)),
    include: [
      'test/trading/**/*.test.ts',
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
      // A live-table bet's quote (lay only where the table shows a lay rate, an ACTIVE selection only).
      'test/casino/casino-limits.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
