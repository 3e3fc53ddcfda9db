import { sql, type RawBuilder } from 'kysely';

/**
 * A statement's parameter, cast to its column's type, so SQLite plans the statement once.
 * SQLite's planner looks at the value bound to a plain `?` compared with a column in a join, or
 * bound to a LIMIT, and then marks the statement to be planned again when that parameter is
 * bound anew; better-sqlite3 clears the bindings after every run, so such a statement was parsed
 * and planned on every run (a wallet call's state read: 40 µs instead of 12). A cast hides the
 * value from the planner and changes nothing else: it is the column's own type, on PostgreSQL too.
 * For the hot statements with joins; a constant goes in as a literal instead (sql.lit).
 */
export function plannedOnce<T extends number | string | null>(value: T, type: T extends number ? 'bigint' : 'text'): RawBuilder<T> {
  return sql<T>`cast(${value} as ${sql.raw(type)})`;
}
