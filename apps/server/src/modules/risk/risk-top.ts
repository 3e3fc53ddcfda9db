import { rupeesToPaise, paiseToRupees, type RiskAlert, type riskTop, type riskTopRequest } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { TradingService } from '../trading/trading-service.ts';
import { matchHouseBook } from './match-house-book.ts';
import { customersNearLimit, topCustomers } from './risk-customers.ts';
import { countsUser, type RiskScope } from './risk-scope.ts';

/** The house exposure on one market that raises an alert when the request names none: ₹1,00,000. */
const DEFAULT_MARKET_LIMIT_PAISE = 10_000_000;
/** An alert is raised at this percent of a limit (`warning`) and turns `critical` at 100. */
const WARN_PERCENT = 80;
/** The matches whose books the market alerts look at: the most recently bet on. */
const MATCHES_WATCHED = 20;

const levelOf = (exposure: number, limit: number): RiskAlert['level'] | null =>
  exposure >= limit ? 'critical' : exposure * 100 >= limit * WARN_PERCENT ? 'warning' : null;

/** Matches the scope has bets on that are not settled (matched or waiting), the latest bet first. */
async function openMatches(db: Kysely<Database>, scope: RiskScope) {
  const rows = await db
    .selectFrom('bets')
    .innerJoin('matches', 'matches.match_id', 'bets.match_id')
    .select([
      'bets.match_id',
      'matches.name',
      (eb) => eb.fn.countAll<number>().as('open_bets'),
      (eb) => eb.fn.max('bets.bet_id').as('last'),
    ])
    .where(countsUser(scope, 'bets.user_id'))
    .where('bets.outcome', 'is', null)
    .where((eb) => eb.or([eb('bets.matched', '>', 0), eb('bets.remaining', '>', 0)]))
    .groupBy(['bets.match_id', 'matches.name'])
    .orderBy('last', 'desc')
    .limit(MATCHES_WATCHED)
    .execute();
  return rows.map((r) => ({ match_id: Number(r.match_id), name: r.name, open_bets: Number(r.open_bets) }));
}

/** Markets and fancies of those matches where the house's exposure is near or over `limit` (rupees). */
async function marketAlerts(
  db: Kysely<Database>,
  trading: TradingService,
  scope: RiskScope,
  matches: { match_id: number }[],
  limit: number,
): Promise<RiskAlert[]> {
  const alerts: RiskAlert[] = [];
  for (const { match_id } of matches) {
    const book = await matchHouseBook(db, trading, scope, match_id);
    if (!book) continue;
    const sides = [...book.markets.map((m) => ({ id: m.market_id, ...m })), ...book.fancies.map((f) => ({ id: f.fancy_id, ...f }))];
    for (const m of sides) {
      const level = levelOf(m.exposure, limit);
      if (level)
        alerts.push({
          kind: 'market',
          level,
          user_id: null,
          user_name: null,
          match_id,
          market_id: m.id,
          name: `${book.name} · ${m.name}`,
          exposure: m.exposure,
          limit,
        });
    }
  }
  return alerts;
}

/** admin/risk/top: the scope's biggest customers, the alerts (critical first), the matches with open bets. */
export async function riskTopOf(
  db: Kysely<Database>,
  trading: TradingService,
  scope: RiskScope,
  q: z.output<typeof riskTopRequest>,
): Promise<z.input<typeof riskTop>> {
  const marketLimit = paiseToRupees(q.market_limit === undefined ? DEFAULT_MARKET_LIMIT_PAISE : rupeesToPaise(q.market_limit)!);
  const matches = await openMatches(db, scope);
  const customerAlerts = (await customersNearLimit(db, scope, WARN_PERCENT)).flatMap((c): RiskAlert[] => {
    const level = c.exposure_limit === null ? null : levelOf(c.exposure, c.exposure_limit);
    if (!level || c.exposure_limit === null) return [];
    return [
      {
        kind: 'customer',
        level,
        user_id: c.user_id,
        user_name: c.user_name,
        match_id: null,
        market_id: null,
        name: c.user_name,
        exposure: c.exposure,
        limit: c.exposure_limit,
      },
    ];
  });
  const alerts = [...customerAlerts, ...(await marketAlerts(db, trading, scope, matches, marketLimit))];
  alerts.sort((a, b) => Number(b.level === 'critical') - Number(a.level === 'critical'));
  return { ...(await topCustomers(db, scope, q.limit)), alerts, matches, market_limit: marketLimit };
}
