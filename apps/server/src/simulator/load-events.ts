import type { AppDatabase } from '../db/create-database.ts';
import type { TradingService } from '../modules/trading/trading-service.ts';
import { familyOf } from '../modules/trading/markets/market-kinds.ts';
import { fancyTarget } from './cricket-play.ts';
import type { EventKind, SimEvent, SimFancy, SimMarket } from './sim-types.ts';

const QUOTED = ['MATCH_ODDS', 'WIN', 'PLACE', 'BOOKMAKER'];

function kindOf(sportId: number): EventKind {
  if (sportId === 4) return 'cricket';
  return sportId === 7 || sportId === 4339 ? 'race' : 'match';
}

/**
 * The open events the simulator can run (a match-odds or win market), as the database has them
 * now: each runner's strength from the best price customers can back (the market maker's quote),
 * a market already in play counted as just started. `skip`: events already followed.
 */
export async function loadEvents(
  database: AppDatabase,
  service: TradingService,
  now: number,
  skip: Set<number>,
  matchIds?: number[],
): Promise<SimEvent[]> {
  const db = database.db;
  let query = db.selectFrom('matches').select(['match_id', 'sport_id', 'open_date']).where('status', '<>', 'CLOSED').orderBy('match_id');
  if (matchIds) query = query.where('match_id', 'in', matchIds.length ? matchIds : [-1]);
  const matches = (await query.execute()).filter((m) => !skip.has(m.match_id));
  if (matches.length === 0) return [];
  const markets = await db
    .selectFrom('markets')
    .selectAll()
    .where(
      'match_id',
      'in',
      matches.map((m) => m.match_id),
    )
    .where('status', '<>', 'CLOSED')
    .orderBy('market_id')
    .execute();
  const runners =
    markets.length === 0
      ? []
      : await db
          .selectFrom('market_runners')
          .selectAll()
          .where(
            'market_id',
            'in',
            markets.map((m) => m.market_id),
          )
          .orderBy('market_id')
          .orderBy('sort_order')
          .execute();
  const events: SimEvent[] = [];
  for (const m of matches) {
    const own = markets.filter((x) => x.match_id === m.match_id);
    const simMarkets: SimMarket[] = [];
    for (const row of own.filter((x) => QUOTED.includes(x.market_type))) {
      const engine = row.market_type === 'BOOKMAKER' ? null : await service.engineFor(row.market_id, row.book_version);
      simMarkets.push({
        marketId: row.market_id,
        type: row.market_type,
        places: row.number_of_winners,
        runners: runners
          .filter((r) => r.market_id === row.market_id)
          .map((r) => {
            const best = engine?.depth(r.selection_id, 1)?.lays[0]?.price ?? null;
            return {
              selectionId: r.selection_id,
              strength: best ? Math.log(100 / best) : 0,
              removed: r.status === 'REMOVED',
              quoted: best,
              quotedAt: best ? now : 0,
            };
          }),
      });
    }
    const primary = own.find((x) => x.market_type === 'MATCH_ODDS' || x.market_type === 'WIN');
    if (!primary) continue;
    const fancies: SimFancy[] = own
      .filter((x) => familyOf(x.market_type) === 'FANCY')
      .flatMap((x) => {
        const target = fancyTarget(x.market_type);
        return target ? [{ fancyId: x.market_id, type: x.market_type, ...target, line: x.no_line, settled: false }] : [];
      });
    const inPlay = primary.in_play === 1;
    const kind = kindOf(m.sport_id);
    events.push({
      matchId: m.match_id,
      sportId: m.sport_id,
      kind,
      phase: inPlay ? 'IN_PLAY' : 'UPCOMING',
      startAt: Number(m.open_date),
      playFrom: inPlay ? now : null,
      markets: simMarkets,
      fancies,
      score: inPlay && kind === 'cricket' ? { balls: 0, runs: 0, sixes: 0 } : null,
      nonRunnerChecked: false,
    });
  }
  return events;
}
