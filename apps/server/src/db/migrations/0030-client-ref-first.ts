import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The unique index of keyed bets leads with the key: (client_ref, user_id), was (user_id,
 * client_ref). The rule is the same (one bet per customer and client_ref; the index holds the
 * same pairs), and a look-up by both columns uses it in either order. What changes is where a
 * new entry lands. The web app's keys begin with the time they were made (UUIDv7,
 * apps/web/src/lib/client-ref.ts), so the keys of one group-commit batch sort together at the
 * index's right edge: one leaf page for the whole batch, where the old order wrote one leaf in
 * every customer's part of the index (a keyed bet cost 1.5 times a keyless one in-process, now
 * 1.1; docs/money.md). Keys of any other shape are still accepted and unique; they only land
 * where they sort.
 */
export function clientRefFirstMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropIndex('bets_user_client_ref').execute();
      await db.schema
        .createIndex('bets_client_ref_user')
        .on('bets')
        .columns(['client_ref', 'user_id'])
        .unique()
        .where(sql.ref('client_ref'), 'is not', null)
        .execute();
    },
  };
}
