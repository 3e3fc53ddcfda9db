// Mutation testing of the server's money code: bet planning, batch state, the ledger, the loss
// limit, chips between levels, and the games that pay outside the batch (slots, Our Virtual).
// Goal: 75% of mutants killed. The integration tests run on SQLite only here, and only those
// that exercise this code (stryker/server-vitest.config.ts).
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'stryker/server-vitest.config.ts', dir: 'apps/server' },
  mutate: [
    'apps/server/src/modules/trading/place/plan-house-bet.ts',
    'apps/server/src/modules/trading/place/plan-exchange.ts',
    'apps/server/src/modules/trading/batch/batch-state.ts',
    'apps/server/src/modules/trading/batch/settled-losses.ts',
    'apps/server/src/modules/payments/wager-refusal.ts',
    'apps/server/src/modules/payments/loss-limit-room.ts',
    'apps/server/src/modules/hierarchy/transfer-chips.ts',
    'apps/server/src/modules/slots/slot-service.ts',
    'apps/server/src/modules/virtual-casino/virtual-casino-service.ts',
    'apps/server/src/modules/ledger/**/*.ts',
  ],
  mutator: { excludedMutations: ['StringLiteral'] },
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  thresholds: { high: 85, low: 75, break: null },
  concurrency: 2,
  // The first run, with coverage of every test, takes minutes on two shared cores (default: 5).
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  // Another run's sandbox (a config run beside this one) is not part of the project.
  ignorePatterns: ['/.stryker-tmp*', '/reports'],
  cleanTempDir: 'always',
  // Re-runs only mutants whose code or covering tests changed since the run that wrote the file
  // (committed, so a fresh clone starts from the last full run; `-- --force` re-tests everything).
  incremental: true,
  incrementalFile: 'stryker/incremental/server.json',
};
