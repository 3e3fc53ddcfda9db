import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The tests of the markets' ownership decisions (for `stryker/server-ownership.config.mjs`): pure
// functions, tested without a database, so the area's dry run takes seconds instead of the
// minutes of the whole money suite, which never calls them (one process on SQLite owns every shard).
export default defineConfig({
  test: {
    root: fileURLToPath(new URL('../apps/server', import.meta.url)),
    include: ['test/ownership/**/*.test.ts'],
  },
});
