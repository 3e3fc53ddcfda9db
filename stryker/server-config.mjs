// The server's money code is mutated in three areas, each a config of its own (server-*.config.mjs)
// with its own report and incremental file: one area's run is long (the tests are integration
// tests on a real SQLite database), and an area that finishes keeps its results even when a later
// one is stopped. Goal over all three: 75% of mutants killed. The tests are those that exercise
// this code (stryker/server-vitest.config.ts); each mutant runs only the tests that reach it.

/** The Stryker config of one area: `name` names its report and incremental file. */
export function serverConfig(name, mutate) {
  return {
    testRunner: 'vitest',
    vitest: { configFile: 'stryker/server-vitest.config.ts', dir: 'apps/server' },
    mutate,
    mutator: { excludedMutations: ['StringLiteral'] },
    coverageAnalysis: 'perTest',
    reporters: ['clear-text', 'progress', 'json'],
    jsonReporter: { fileName: `reports/mutation/server-${name}.json` },
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
    incrementalFile: `stryker/incremental/server-${name}.json`,
  };
}
