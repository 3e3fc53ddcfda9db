import type SqliteDatabase from 'better-sqlite3';
import type { Compilable, Transaction } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';

const prepared = new WeakMap<SqliteDatabase.Database, Map<string, SqliteDatabase.Statement>>();

/**
 * Runs one of a spin's statements inside the spin's transaction and answers its rows. Kysely
 * prepares every statement anew on SQLite (better-sqlite3's prepare is a large part of a spin's
 * time), so there the compiled SQL runs on the raw handle, prepared once per database and text:
 * the same connection the transaction holds (the group commit's callback owns it while the
 * spin runs). On PostgreSQL it runs through Kysely as usual.
 */
export async function run<R>(trx: Transaction<Database>, database: AppDatabase, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const sqlite = database.sqlite;
  if (!sqlite) return (await trx.executeQuery(compiled)).rows;
  if (!sqlite.inTransaction) throw new Error('a spin statement outside its transaction');
  let byText = prepared.get(sqlite);
  if (!byText) prepared.set(sqlite, (byText = new Map()));
  let statement = byText.get(compiled.sql);
  if (!statement) byText.set(compiled.sql, (statement = sqlite.prepare(compiled.sql)));
  const parameters = compiled.parameters as unknown[];
  if (statement.reader) return statement.all(parameters) as R[];
  statement.run(parameters);
  return [];
}
