import { type RiskBet, type riskBetsRequest } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { betListItem } from '../trading/read/bet-list.ts';
import { countsUser, type RiskScope } from './risk-scope.ts';

type FeedQuery = z.output<typeof riskBetsRequest>;

/** LIKE wildcards typed by the operator match themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const scopedBets = (db: Kysely<Database>, scope: RiskScope) =>
  db
    .selectFrom('bets')
    .innerJoin('users', 'users.user_id', 'bets.user_id')
    .innerJoin('markets', 'markets.market_id', 'bets.market_id')
    .innerJoin('matches', 'matches.match_id', 'bets.match_id')
    .where(countsUser(scope, 'bets.user_id'));

type FeedBuilder = ReturnType<typeof scopedBets>;

/** Further filters a caller adds (the Reports tab's outcome and date range), applied to rows and count alike. */
export type FeedNarrowing = (query: FeedBuilder) => FeedBuilder;

function feedQuery(db: Kysely<Database>, scope: RiskScope, q: FeedQuery, narrow: FeedNarrowing) {
  let query = scopedBets(db, scope);
  if (q.match_id !== undefined) query = query.where('markets.match_id', '=', q.match_id);
  if (q.user_name) query = query.where(sql<boolean>`users.user_name_key LIKE ${likePattern(q.user_name)} ESCAPE '\\'`);
  if (q.state === 'matched') query = query.where('bets.matched', '>', 0);
  if (q.state === 'unmatched') query = query.where('bets.remaining', '>', 0);
  return narrow(query);
}

/**
 * admin/risk/bets: the scope's bets, newest first (the bets' primary key is their order of
 * arrival), as the customer's own bet list shows them plus who placed each and from where.
 */
export async function riskFeed(
  db: Kysely<Database>,
  scope: RiskScope,
  q: FeedQuery,
  narrow: FeedNarrowing = (query) => query,
): Promise<{ rows: RiskBet[]; total: number }> {
  const rows = await feedQuery(db, scope, q, narrow)
    .innerJoin('sports', 'sports.sport_id', 'matches.sport_id')
    .leftJoin('market_runners', (j) =>
      j.onRef('market_runners.market_id', '=', 'bets.market_id').onRef('market_runners.selection_id', '=', 'bets.selection_id'),
    )
    .select([
      'bets.bet_id',
      'bets.user_id',
      'users.user_name',
      'bets.match_id',
      'bets.market_id',
      'bets.selection_id',
      'bets.side',
      'bets.price',
      'bets.line',
      'bets.stake',
      'bets.matched',
      'bets.remaining',
      'bets.cancelled',
      'bets.lapsed',
      'bets.matched_profit',
      'bets.status',
      'bets.outcome',
      'bets.pnl',
      'bets.ip',
      'bets.placed_at',
      'bets.client_ref',
      'bets.lapse_reason',
      'markets.name as market_name',
      'markets.market_type',
      'matches.name as match_name',
      'matches.sport_id',
      'sports.name as sport_name',
      'market_runners.name as runner_name',
    ])
    .orderBy('bets.bet_id', 'desc')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const count = await feedQuery(db, scope, q, narrow)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return {
    rows: rows.map((b): RiskBet => ({ ...betListItem(b), user_id: Number(b.user_id), user_name: b.user_name, ip: b.ip })),
    total: Number(count?.n ?? 0),
  };
}
