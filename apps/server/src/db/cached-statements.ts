import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqlite } from 'kysely';

/** Enough for every statement text the server runs (bulk inserts vary by row count), bounded so odd texts cannot grow it forever. */
const MAX_STATEMENTS = 2000;

/**
 * The handle Kysely's SQLite dialect gets: `prepare` answers the statement prepared before for
 * the same text. Kysely prepares every statement it runs anew, and on a short transaction's
 * statements (a wallet call's look-ups) better-sqlite3's prepare cost more than running them.
 * A cached statement is safe to share: Kysely runs it to the end (`all`/`run`) before it answers,
 * and SQLite re-prepares it by itself after a schema change. The oldest text is dropped past
 * MAX_STATEMENTS. (Kysely's streamQuery would hold a statement across awaits; the server never streams.)
 */
export function cachedStatements(sqlite: SqliteDatabase.Database): KyselySqlite {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => sqlite.close(),
  };
}
