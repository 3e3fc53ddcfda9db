import { paiseToRupees, type ExposureEntry } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** The My Market list: per match, each market where the caller holds exposure or has open bets, with its bet count. */
export async function exposureEntries(db: Kysely<Database>, userId: number): Promise<ExposureEntry[]> {
  const rows = await db
    .selectFrom('bets')
    .innerJoin('markets', 'markets.market_id', 'bets.market_id')
    .innerJoin('matches', 'matches.match_id', 'bets.match_id')
    .innerJoin('sports', 'sports.sport_id', 'matches.sport_id')
    .leftJoin('market_exposures', (j) =>
      j.onRef('market_exposures.market_id', '=', 'bets.market_id').on('market_exposures.user_id', '=', userId),
    )
    .leftJoin('table_rounds', 'table_rounds.market_id', 'bets.market_id')
    .where('bets.user_id', '=', userId)
    .where('bets.outcome', 'is', null)
    .where('markets.status', '<>', 'CLOSED')
    .where((eb) => eb.or([eb('bets.matched', '>', 0), eb('bets.remaining', '>', 0)]))
    .select((eb) => [
      'matches.match_id',
      'matches.name as match_name',
      'matches.open_date',
      'sports.sport_id',
      'sports.name as sport_name',
      'markets.market_id',
      'markets.name as market_name',
      'market_exposures.exposure',
      'table_rounds.round_id',
      eb.fn.countAll<number>().as('bet_count'),
    ])
    .groupBy([
      'matches.match_id',
      'matches.name',
      'matches.open_date',
      'sports.sport_id',
      'sports.name',
      'markets.market_id',
      'markets.name',
      'market_exposures.exposure',
      'table_rounds.round_id',
    ])
    .orderBy('matches.open_date')
    .orderBy('markets.market_id')
    .execute();
  const byMatch = new Map<number, ExposureEntry>();
  for (const r of rows) {
    let entry = byMatch.get(r.match_id);
    if (!entry) {
      entry = {
        sport_name: r.sport_name,
        match_name: r.match_name,
        market_details: [],
        sport_id: r.sport_id,
        match_id: r.match_id,
        open_date: new Date(Number(r.open_date)).toISOString(),
      };
      byMatch.set(r.match_id, entry);
    }
    entry.market_details.push({
      sub_type: r.market_name,
      bet_count: Number(r.bet_count),
      // A casino round is known by its round id (casino.md), not its market's.
      market_id: Number(r.round_id ?? r.market_id),
      exposure: paiseToRupees(Number(r.exposure ?? 0)),
    });
  }
  return [...byMatch.values()];
}
