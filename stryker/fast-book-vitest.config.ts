import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests that read the fast book directly (for `stryker/fast-book.config.mjs`): the
// differential test against the reference book and the validator's broken-invariant cases.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../packages/exchange', import.meta.url)),
    include: ['test/fast-book.test.ts', 'test/validate-state.test.ts'],
  },
});
