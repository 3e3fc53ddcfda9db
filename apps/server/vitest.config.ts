import { defineConfig } from 'vitest/config';

// The server's tests alone (the Node 24 stage of CI, scripts/node24/server-tests.sh); `npm test`
// runs them through the root config's projects. Two files at a time, as there.
export default defineConfig({ test: { include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000, maxWorkers: 2 } });
