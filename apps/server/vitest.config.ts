import { defineConfig } from 'vitest/config';

// The server's tests alone (`cd apps/server && npx vitest run [files]`); `npm test` runs them
// through the root config's projects. Two files at a time, as there.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000, maxWorkers: 2 } });
