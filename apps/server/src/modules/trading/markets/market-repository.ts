import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { MarketRecord } from '../shared/trading-types.ts';

/** A match with its markets that are not settled, their runners, and the caller's live bets on them. */
export async function loadMatchMarkets(db: Kysely<Database>, matchId: number, userId: number) {
  const match = await db
    .selectFrom('matches')
    .select(['match_id', 'sport_id', 'name', 'open_date', 'status'])
    .where('match_id', '=', matchId)
    .executeTakeFirst();
  if (!match) return null;
  const rows = await db
    .selectFrom('markets')
    .selectAll()
    .where('match_id', '=', matchId)
    .where('status', '<>', 'CLOSED')
    .orderBy('market_id')
    .execute();
  const ids = rows.map((r) => r.market_id);
  const runners = ids.length
    ? await db.selectFrom('market_runners').selectAll().where('market_id', 'in', ids).orderBy('sort_order').execute()
    : [];
  const userBets = ids.length
    ? await db
        .selectFrom('bets')
        .selectAll()
        .where('user_id', '=', userId)
        .where('market_id', 'in', ids)
        .where('outcome', 'is', null)
        .execute()
    : [];
  const records: MarketRecord[] = rows.map((row) => ({ row, runners: runners.filter((r) => r.market_id === row.market_id) }));
  return { match, records, userBets };
}
