import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint } from './column-types.ts';

/**
 * Exactly once: a marker row per group-commit batch (written in the batch's own transaction, so
 * after a lost COMMIT its presence says whether the batch committed), and one bet per customer
 * and client_ref. Older databases may hold repeats of a client_ref (the old 60 s window let a
 * late retry place again): the first bet keeps its key, later ones lose it, so the unique index
 * can be built on a live database.
 */
export function exactlyOnceMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Batch ids are time-ordered (UUIDv7): each marker lands on the key's last page, and old
      // ones are pruned by key range. SQLite: the key is the table (one B-tree, not two).
      await db.schema
        .createTable('batch_commits')
        .addColumn('batch_id', 'text', (c) => c.primaryKey())
        .addColumn('committed_at', bigint, (c) => c.notNull())
        .$call((t) => (dialect === 'sqlite' ? t.modifyEnd(sql`WITHOUT ROWID`) : t))
        .execute();
      await sql`UPDATE bets SET client_ref = NULL WHERE client_ref IS NOT NULL AND bet_id NOT IN (
          SELECT MIN(bet_id) FROM bets WHERE client_ref IS NOT NULL GROUP BY user_id, client_ref)`.execute(db);
      // NULLs stay distinct on both engines: bets without a key are unaffected.
      await db.schema.createIndex('bets_user_client_ref').on('bets').columns(['user_id', 'client_ref']).unique().execute();
    },
  };
}
