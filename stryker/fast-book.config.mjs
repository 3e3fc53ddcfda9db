// Mutation testing of the fast order book alone (`npm run test:mutation`). Its loop mutants never
// end, so each runs to Stryker's hit limit or timeout: against the whole engine suite (the
// exchange config) that took about two and a half hours; against the book-level tests below, whose
// dry run is short, both limits are small.
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker/fast-book-vitest.config.ts', dir: 'packages/exchange' },
  mutate: ['packages/exchange/src/fast-book.ts'],
  mutator: { excludedMutations: ['StringLiteral'] },
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/fast-book.json' },
  thresholds: { high: 90, low: 85, break: null },
  concurrency: 2,
  timeoutMS: 2000,
  // As in exchange.config.mjs: committed results, re-tested where the code or its tests changed.
  incremental: true,
  incrementalFile: 'stryker/incremental/fast-book.json',
  tempDirName: '.stryker-tmp',
  // Another run's sandbox (a config run beside this one) is not part of the project.
  ignorePatterns: ['/.stryker-tmp*', '/reports'],
  cleanTempDir: 'always',
};
