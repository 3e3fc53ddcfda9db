import { strykerConfig } from './base-config.mjs';

// The server's money code is mutated in four areas, each a config of its own (server-*.config.mjs)
// with its own report and incremental file: one area's run is long (the tests are integration
// tests on a real SQLite database), and an area that finishes keeps its results even when a later
// one is stopped. Goal over all four: 75% of mutants killed. The tests are those that exercise
// this code (stryker/server-vitest.config.ts; the ownership area's pure decisions, only their own
// tests: stryker/server-ownership-vitest.config.ts); each mutant runs only the tests that reach it.

/** The Stryker config of one area: `name` names its report and incremental file; `tests` its vitest config. */
export function serverConfig(name, mutate, tests = 'stryker/server-vitest.config.ts') {
  return strykerConfig(`server-${name}`, {
    vitest: { configFile: tests },
    mutate,
    goal: 75,
    // The first run, with coverage of every test, takes minutes on two shared cores (default: 5).
    dryRunTimeoutMinutes: 30,
    // A mutant that runs while a test file sets up (beforeAll: a world created, a customer
    // credited) and in tests is "hybrid": without this, Stryker would run every test of the area for
    // it, minutes per mutant. With it, such a mutant is active from the file's load and runs only the
    // tests that reach it; a mutant reached only by set-up ("static") is ignored, and
    // scripts/mutation.mjs counts those as not killed, so they cannot pad the score.
    ignoreStatic: true,
  });
}
