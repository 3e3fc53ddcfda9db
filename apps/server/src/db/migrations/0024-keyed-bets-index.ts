import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The unique (user_id, client_ref) index holds only bets that carry a key. NULLs never clash in a
 * unique index on either engine, so a keyless bet's entry only cost a leaf page in every
 * group-commit batch (one per customer in it) and never refused anything. The rule is unchanged:
 * one bet per customer and client_ref, and a look-up by both (`client_ref = ?`) uses the index.
 */
export function keyedBetsIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('bets_user_client_ref').execute();
      await db.schema
        .createIndex('bets_user_client_ref')
        .on('bets')
        .columns(['user_id', 'client_ref'])
        .unique()
        .where(sql.ref('client_ref'), 'is not', null)
        .execute();
    },
  };
}
