import { defineConfig } from 'vitest/config';

// One runner for the whole repo; each workspace is a project so `npm test` runs them all.
export default defineConfig({
  test: {
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
        },
      },
      {
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
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Browser walks share one machine of two cores: run them one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
