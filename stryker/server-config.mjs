import { strykerConfig } from './base-config.mjs';

// The server's money code is mutated in three areas, each a config of its own (server-*.config.mjs)
// with its own report and incremental file: one area's run is long (the tests are integration
// tests on a real SQLite database), and an area that finishes keeps its results even when a later
// one is stopped. Goal over all three: 75% of mutants killed. The tests are those that exercise
// this code (stryker/server-vitest.config.ts); each mutant runs only the tests that reach it.

/** The Stryker config of one area: `name` names its report and incremental file. */
export function serverConfig(name, mutate) {
  return strykerConfig(`server-${name}`, {
    vitest: { configFile: 'stryker/server-vitest.config.ts', dir: 'apps/server' },
    mutate,
    goal: 75,
    // The first run, with coverage of every test, takes minutes on two shared cores (default: 5).
    dryRunTimeoutMinutes: 30,
  });
}
