import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/** An open, not in-play match-odds market of the demo world and its first runner: backs at 50.0 rest and hold their stake. */
export async function openMatchOddsMarket(db: Kysely<Database>): Promise<{ match_id: number; market_id: number; selection_id: number }> {
  const m = await db
    .selectFrom('markets as m')
    .innerJoin('market_runners as r', 'r.market_id', 'm.market_id')
    .select(['m.market_id', 'm.match_id', 'r.selection_id'])
    .where('m.market_type', '=', 'MATCH_ODDS')
    .where('m.status', '=', 'OPEN')
    .where('m.in_play', '=', 0)
    .executeTakeFirstOrThrow();
  return { match_id: Number(m.match_id), market_id: Number(m.market_id), selection_id: Number(m.selection_id) };
}
