// Mutation testing of the pure engine (`npm run test:mutation`). Goal: 85% of mutants killed.
// Message texts are not behaviour (StringLiteral excluded); the model test runs fewer commands
// under Stryker (MODEL_RUNS) or one run would take hours.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'packages/exchange/vitest.config.ts', dir: 'packages/exchange' },
  // fast-book.ts has its own config (fast-book.config.mjs): its loop mutants need short tests.
  mutate: [
    'packages/exchange/src/**/*.ts',
    '!packages/exchange/src/index.ts',
    '!packages/exchange/src/types.ts',
    '!packages/exchange/src/fast-book.ts',
  ],
  mutator: { excludedMutations: ['StringLiteral'] },
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/exchange.json' },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  // Re-runs only mutants whose code or covering tests changed since the run that wrote the file
  // (committed, so a fresh clone starts from the last full run; `-- --force` re-tests everything).
  incremental: true,
  incrementalFile: 'stryker/incremental/exchange.json',
  tempDirName: '.stryker-tmp',
  // Another run's sandbox (a config run beside this one) is not part of the project.
  ignorePatterns: ['/.stryker-tmp*', '/reports'],
  cleanTempDir: 'always',
};
