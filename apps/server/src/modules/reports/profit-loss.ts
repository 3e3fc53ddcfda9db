import { paiseToRupees } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { aDailyResult } from '../ledger/ledger-index-terms.ts';
import { RESULT_KINDS } from '../ledger/result-kinds.ts';

/** Per market: the customer's result (and commission) booked in the window, rollbacks included. */
export async function profitLoss(db: Kysely<Database>, userId: number, window: { from: number; to: number }) {
  const rows = await db
    .selectFrom('ledger_entries')
    .innerJoin('accounts', 'accounts.account_id', 'ledger_entries.account_id')
    .innerJoin('markets', 'markets.market_id', 'ledger_entries.ref_id')
    .innerJoin('matches', 'matches.match_id', 'markets.match_id')
    .innerJoin('sports', 'sports.sport_id', 'matches.sport_id')
    .leftJoin('table_rounds', 'table_rounds.market_id', 'markets.market_id')
    .where('accounts.user_id', '=', userId)
    .where('accounts.kind', '=', 'CUSTOMER_MAIN')
    .where('ledger_entries.ref_type', '=', 'market')
    .where('ledger_entries.kind', 'in', RESULT_KINDS)
    // RESULT_KINDS are daily result kinds: stated so the partial index serves the read.
    .where(aDailyResult())
    .where('ledger_entries.created_at', '>=', window.from)
    .where('ledger_entries.created_at', '<', window.to)
    .select([
      'markets.market_id',
      'markets.name as market_name',
      'markets.market_type',
      'matches.match_id',
      'matches.name as match_name',
      'sports.name as sport_name',
      'table_rounds.round_id',
      sql<number>`SUM(CASE WHEN ledger_entries.kind IN ('SETTLEMENT', 'ROLLBACK') THEN ledger_entries.amount ELSE 0 END)`.as('pnl'),
      sql<number>`SUM(CASE WHEN ledger_entries.kind IN ('COMMISSION', 'ROLLBACK_COMMISSION') THEN ledger_entries.amount ELSE 0 END)`.as(
        'commission',
      ),
      sql<number>`MAX(ledger_entries.created_at)`.as('settled_at'),
    ])
    .groupBy([
      'markets.market_id',
      'markets.name',
      'markets.market_type',
      'matches.match_id',
      'matches.name',
      'sports.name',
      'table_rounds.round_id',
    ])
    .orderBy(sql`MAX(ledger_entries.created_at)`, 'desc')
    .execute();
  let totalNet = 0;
  const data = rows.map((r) => {
    const pnl = Number(r.pnl);
    const commission = -Number(r.commission);
    totalNet += pnl - commission;
    return {
      // A casino round is known by its round id (casino.md), not its market's.
      market_id: Number(r.round_id ?? r.market_id),
      match_id: r.match_id,
      match_name: r.match_name,
      market_name: r.market_name,
      market_type: r.market_type,
      sport_name: r.sport_name,
      profit_loss: paiseToRupees(pnl),
      commission: paiseToRupees(commission),
      net: paiseToRupees(pnl - commission),
      settled_at: new Date(Number(r.settled_at)).toISOString(),
    };
  });
  return { data, total: paiseToRupees(totalNet) };
}
