// What every Stryker config here shares (`npm run test:mutation`): the vitest runner with
// per-test coverage, message texts left alone (StringLiteral), and committed incremental results.

/** One config: `name` names its report and its incremental file. */
export function strykerConfig(name, { vitest, mutate, goal, ...rest }) {
  return {
    testRunner: 'vitest',
    vitest,
    mutate,
    mutator: { excludedMutations: ['StringLiteral'] },
    coverageAnalysis: 'perTest',
    reporters: ['clear-text', 'progress', 'json'],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    thresholds: { high: goal + 5, low: goal, break: null },
    concurrency: 2,
    tempDirName: '.stryker-tmp',
    // Another run's sandbox (a config run beside this one) is not part of the project.
    ignorePatterns: ['/.stryker-tmp*', '/reports'],
    cleanTempDir: 'always',
    // Re-runs only mutants whose code or covering tests changed since the run that wrote the file
    // (committed, so a fresh clone starts from the last full run; `-- --force` re-tests everything).
    incremental: true,
    incrementalFile: `stryker/incremental/${name}.json`,
    ...rest,
  };
}
