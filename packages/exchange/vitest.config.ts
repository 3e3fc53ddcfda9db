import { defineConfig } from 'vitest/config';

// The engine's tests alone, for mutation testing (`npm run test:mutation`); `npm test` runs them
// through the root config's projects.
export default defineConfig({ test: { include: ['test/**/*.test.ts'] } });
