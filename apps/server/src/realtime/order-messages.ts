import { fancyStreamKey, paiseToRupees, type LapseReason, type OrderMessage } from '@bx/contract';
import type { Kysely } from 'kysely';
import { chunks } from '../db/chunks.ts';
import type { Database } from '../db/schema.ts';
import { averageOdds } from '../modules/trading/quote/bet-answer.ts';
import { familyOf } from '../modules/trading/markets/market-kinds.ts';
import type { OrderEvent } from './order-events.ts';

/** One message per (bet, event), with the bet as it is now (latest values), each with its owner. */
export async function orderMessages(
  db: Kysely<Database>,
  events: [number, OrderEvent][],
): Promise<{ userId: number; message: OrderMessage }[]> {
  const out: { userId: number; message: OrderMessage }[] = [];
  const byBet = new Map<number, OrderEvent[]>();
  for (const [id, event] of events) byBet.set(id, [...(byBet.get(id) ?? []), event]);
  for (const ids of chunks([...byBet.keys()])) {
    const rows = await db
      .selectFrom('bets')
      .innerJoin('markets', 'markets.market_id', 'bets.market_id')
      .select([
        'bets.bet_id',
        'bets.user_id',
        'bets.market_id',
        'bets.match_id',
        'bets.selection_id',
        'bets.status',
        'bets.matched',
        'bets.remaining',
        'bets.matched_profit',
        'bets.pnl',
        'bets.lapse_reason',
        'markets.market_type',
      ])
      .where('bets.bet_id', 'in', ids)
      .execute();
    for (const b of rows)
      for (const event of byBet.get(b.bet_id)!) {
        const fancy = familyOf(b.market_type) === 'FANCY';
        out.push({
          userId: b.user_id,
          message: {
            type: 'order',
            event,
            bet_id: b.bet_id,
            match_id: b.match_id,
            market_id: fancy ? fancyStreamKey(b.match_id) : String(b.market_id),
            ...(fancy ? { fancy_id: b.market_id } : { selection_id: b.selection_id }),
            status: b.status,
            matched_stack: paiseToRupees(b.matched),
            remaining_stack: paiseToRupees(b.remaining),
            avg_odds: averageOdds(b.matched, b.matched_profit),
            ...(b.pnl === null ? {} : { profit_loss: paiseToRupees(b.pnl) }),
            ...(event === 'lapsed' && b.lapse_reason !== null ? { lapse_reason: b.lapse_reason as LapseReason } : {}),
          },
        });
      }
  }
  return out;
}
