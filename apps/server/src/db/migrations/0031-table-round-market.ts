import type { Kysely, Migration } from 'kysely';

/**
 * A casino round found by its market: a customer's bet lists, exposure and profit/loss name a
 * round by its `mid` (casino.md: the round's `market_id` is its round id), while its bets live
 * on a market of the money core with an ordinary id. Each round has its own market.
 */
export function tableRoundMarketMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('table_rounds_market').on('table_rounds').column('market_id').unique().execute();
    },
  };
}
