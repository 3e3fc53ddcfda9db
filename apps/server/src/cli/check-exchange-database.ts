import SqliteDatabase from 'better-sqlite3';
import { migrationsFor } from '../db/migrations/index.ts';

export type ExchangeDatabaseCheck = { ok: true; migrations: number; bets: number } | { ok: false; problem: string };

/**
 * Whether `file` is a sound SQLite database of this exchange: it opens, `PRAGMA integrity_check`
 * finds nothing, it has Kysely's migrations table with at least the first migration, and no
 * migration this code does not know (a backup of a newer version would lose its columns' meaning).
 * Opened read-only: checking a file never changes it.
 */
export function checkExchangeDatabase(file: string): ExchangeDatabaseCheck {
  let db: SqliteDatabase.Database;
  try {
    db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    return { ok: false, problem: `${file} cannot be opened: ${(error as Error).message}` };
  }
  try {
    const integrity = db.pragma('integrity_check') as { integrity_check: string }[];
    if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok')
      return { ok: false, problem: `${file} fails integrity_check: ${integrity.map((r) => r.integrity_check).join('; ')}` };
    const hasMigrations = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'").get();
    if (!hasMigrations) return { ok: false, problem: `${file} is not an exchange database (no migrations table)` };
    const applied = (db.prepare('SELECT name FROM kysely_migration').all() as { name: string }[]).map((r) => r.name);
    const known = new Set(Object.keys(migrationsFor('sqlite')));
    const unknown = applied.filter((name) => !known.has(name));
    if (unknown.length > 0)
      return {
        ok: false,
        problem: `${file} was written by a newer version of the exchange (migrations ${unknown.join(', ')} unknown here)`,
      };
    if (!applied.includes('0001-auth'))
      return { ok: false, problem: `${file} is not an exchange database (its first migration is missing)` };
    const bets = (db.prepare('SELECT count(*) AS n FROM bets').get() as { n: number }).n;
    return { ok: true, migrations: applied.length, bets };
  } catch (error) {
    return { ok: false, problem: `${file} cannot be read: ${(error as Error).message}` };
  } finally {
    db.close();
  }
}
