import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { callMethods } from './apps/web/build/call-methods.ts';

// One runner for the whole repo; each workspace is a project so `npm test` runs them all.
export default defineConfig({
  test: {
    // Two files at a time on two cores: an integration file spends much of its time waiting on
    // PostgreSQL, argon2's thread pool or a child process, so a second file fills the gaps
    // (vitest's default on two cores is one). The browser walks stay one at a time (below).
    maxWorkers: 2,
    projects: [
      { test: { name: 'exchange', root: 'packages/exchange', include: ['test/**/*.test.ts'] } },
      { test: { name: 'games', root: 'packages/games', include: ['test/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Files share their worker's loaded modules: each file imported the whole server afresh,
          // about 1.5 s a file (364 s of a run's import time, 17 s without). Every file builds its own
          // app on its own database, and the server's module-level caches are keyed by database.
          isolate: false,
        },
      },
      {
        plugins: [callMethods()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'apps/web',
          include: ['e2e/**/*.e2e.ts'],
          // From the repository root, as knip reads this file (vitest would take it from `root`).
          setupFiles: [fileURLToPath(new URL('apps/web/e2e/helpers/print-flight-on-failure.ts', import.meta.url))],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Browser walks share one machine of two cores: run them one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
