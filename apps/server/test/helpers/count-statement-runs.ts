import type SqliteDatabase from 'better-sqlite3';

/**
 * Counts runs of better-sqlite3 statements whose SQL matches `pattern` (every statement shares
 * one prototype; the probe is any statement of the connection). `stop()` puts the methods back.
 */
export function countStatementRuns(probe: SqliteDatabase.Statement, pattern: RegExp): { count: number; stop(): void } {
  const proto = Object.getPrototypeOf(probe) as Record<string, (...args: unknown[]) => unknown>;
  const originals = (['run', 'get', 'all'] as const).map((name) => [name, proto[name]!] as const);
  const counter = {
    count: 0,
    stop: () => {
      for (const [name, original] of originals) proto[name] = original;
    },
  };
  for (const [name, original] of originals) {
    proto[name] = function (this: SqliteDatabase.Statement, ...args: unknown[]) {
      if (pattern.test(this.source)) counter.count++;
      return original.apply(this, args);
    };
  }
  return counter;
}
