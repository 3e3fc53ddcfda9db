import type { RiskBet, operatorBetsRequest } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { riskFeed, type FeedNarrowing } from '../risk/risk-feed.ts';
import type { RiskScope } from '../risk/risk-scope.ts';
import type { ReportRange } from './customer-results.ts';

type BetsQuery = z.output<typeof operatorBetsRequest>;

/** The bet history's tabs as conditions on a bet's outcome (betStatus reads the same columns). */
const TABS: Record<BetsQuery['status'], FeedNarrowing> = {
  settled: (q) => q.where('bets.outcome', 'in', ['WON', 'LOST']),
  voided: (q) => q.where('bets.outcome', '=', 'VOIDED'),
  // Nothing matched and nothing left waiting: cancelled by the customer or lapsed (settled or not yet).
  cancelled: (q) =>
    q
      .where('bets.matched', '=', 0)
      .where('bets.remaining', '=', 0)
      .where((eb) => eb.or([eb('bets.outcome', 'is', null), eb('bets.outcome', 'in', ['CANCELLED', 'LAPSED'])])),
};

/**
 * admin/report/bets: the live feed's query and rows (riskFeed), narrowed to one tab and to bets
 * placed in the range, so the history and the feed show a bet the same way.
 */
export function reportBets(
  db: Kysely<Database>,
  scope: RiskScope,
  range: ReportRange,
  q: BetsQuery,
): Promise<{ rows: RiskBet[]; total: number }> {
  const feed = { state: 'all' as const, page: q.page, limit: q.limit, ...(q.user_name ? { user_name: q.user_name } : {}) };
  return riskFeed(db, scope, feed, (query) =>
    TABS[q.status](query.where('bets.placed_at', '>=', range.from).where('bets.placed_at', '<', range.to)),
  );
}
