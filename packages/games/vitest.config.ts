import { defineConfig } from 'vitest/config';

// The games' tests alone; `npm test` runs them through the root config's projects.
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });
