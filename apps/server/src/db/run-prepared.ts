import type SqliteDatabase from 'better-sqlite3';
import type { Compilable, Transaction } from 'kysely';
import type { AppDatabase } from './create-database.ts';
import type { Database } from './schema.ts';

const prepared = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

/**
 * Runs a statement inside the caller's transaction and answers its rows. Kysely prepares every
 * statement anew on SQLite (better-sqlite3's prepare is a large part of a short transaction's
 * time), so there the compiled SQL runs on the raw handle, prepared once per database and text.
 * That is only right on the connection the transaction holds: SQLite has one per database, and a
 * `trx` of `database` holds it while its callback runs, so a statement run while no transaction
 * is open is a caller's mistake and throws. On PostgreSQL, or without `database` (a caller with
 * no handle at hand), it runs through Kysely as usual.
 */
export async function runPrepared<R>(trx: Transaction<Database>, database: AppDatabase | undefined, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const sqlite = database?.sqlite;
  if (!sqlite) return (await trx.executeQuery(compiled)).rows;
  if (!sqlite.inTransaction) throw new Error('a prepared statement outside its transaction');
  let byText = prepared.get(sqlite);
  if (!byText) prepared.set(sqlite, (byText = new Map()));
  let statement = byText.get(compiled.sql);
  if (!statement) byText.set(compiled.sql, (statement = sqlite.prepare(compiled.sql)));
  const parameters = compiled.parameters as unknown[];
  if (statement.reader) return statement.all(parameters) as R[];
  statement.run(parameters);
  return [];
}
