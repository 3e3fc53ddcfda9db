import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests that read the fast book directly (for `stryker/fast-book.config.mjs`): the
// differential test against the reference book and the validator's broken-invariant cases.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../packages/exchange', import.meta.url)),
    include: ['test/fast-book.test.ts', 'test/validate-state.test.ts'],
    // Instrumented for per-test coverage, the differential test's thousands of random steps ran
    // past vitest's 5 s default in the dry run on a slow machine (2026-11-27), which stops Stryker.
    testTimeout: 60_000,
  },
});
