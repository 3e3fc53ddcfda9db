import { strykerConfig } from './base-config.mjs';

// Mutation testing of the pure engine. Goal: 85% of mutants killed. The model test runs fewer
// commands under Stryker (MODEL_RUNS) or one run would take hours. fast-book.ts has its own
// config (fast-book.config.mjs): its loop mutants need short tests.
export default strykerConfig('exchange', {
  vitest: { configFile: 'packages/exchange/vitest.config.ts', dir: 'packages/exchange' },
  mutate: [
    'packages/exchange/src/**/*.ts',
    '!packages/exchange/src/index.ts',
    '!packages/exchange/src/types.ts',
    '!packages/exchange/src/fast-book.ts',
  ],
  goal: 85,
});
