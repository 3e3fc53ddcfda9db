import type { Kysely, Migration } from 'kysely';
import { bigint } from './column-types.ts';

/**
 * Who owns each market's book when several server processes share PostgreSQL (modules/trading/
 * ownership). `market_shard_leases`: one row per shard (market id mod the shard count), its owner
 * and a fencing token bumped at every takeover; a batch holds its shards' rows FOR SHARE and
 * commits only with the tokens its process was given. `shard_members`: the live processes, each
 * renewing its own expiry; a shard whose owner's row expired is free. Unused on SQLite (one process
 * owns everything).
 */
export function marketShardsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('market_shard_leases')
        .addColumn('shard', 'integer', (c) => c.primaryKey())
        .addColumn('owner', 'text')
        .addColumn('token', bigint, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('shard_members')
        .addColumn('member', 'text', (c) => c.primaryKey())
        .addColumn('expires_at', bigint, (c) => c.notNull())
        .execute();
    },
  };
}
