import { createHash } from 'node:crypto';
import { LADDER, ladderIndex } from '@bx/exchange';
import type { TradingService } from '../modules/trading/trading-service.ts';
import type { Outcome } from '../modules/trading/shared/commands.ts';

/** Ladder price nearest to `ticks` (hundredths). */
export function snapToLadder(ticks: number): number {
  let best = LADDER[0]!;
  for (const p of LADDER) if (Math.abs(p - ticks) < Math.abs(best - ticks)) best = p;
  return best;
}

/** A deterministic number in [0, 1) from a text: demo prices that are the same on every start. */
export function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** Fair decimal odds (hundredths, on the ladder) for `n` runners from a seed, summing to about 100% implied. */
export function fairPrices(seed: string, n: number): number[] {
  const weights = Array.from({ length: n }, (_, i) => 0.5 + unitHash(`${seed}:${i}`));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => snapToLadder(Math.round((total / w) * 100)));
}

export interface QuoteOptions {
  matchId: number;
  marketId: number;
  selectionId: number;
  /** Fair price (ladder ticks): lays rest at it and two ticks below, backs from one tick above. */
  fair: number;
  /** Stakes (paise) of the best three levels. */
  sizes?: [number, number, number];
}

type Level = { price: number; size: number };

/**
 * The market maker's best three levels a side around a fair price: customers back at the fair
 * price and two ticks below, lay from one tick above (a one-tick spread).
 */
export function ladderLevels(fair: number, sizes: [number, number, number]): { back: Level[]; lay: Level[] } {
  const i = ladderIndex(fair);
  const back: Level[] = [];
  const lay: Level[] = [];
  for (let k = 0; k < 3; k++) {
    const b = LADDER[i - k];
    const l = LADDER[i + 1 + k];
    if (b !== undefined) back.push({ price: b, size: sizes[k]! });
    if (l !== undefined) lay.push({ price: l, size: sizes[k]! });
  }
  return { back, lay };
}

/**
 * Rests the market maker's three best levels on each side of a runner as ordinary orders
 * through the bets service (same engine, same ledger, same funds check as any customer):
 * its lays where customers back, its backs where they lay.
 */
export async function quoteRunner(service: TradingService, makerUserId: number, q: QuoteOptions): Promise<Outcome[]> {
  const levels = ladderLevels(q.fair, q.sizes ?? [50_000, 100_000, 200_000]);
  const orders: { side: 'BACK' | 'LAY'; price: number; stake: number }[] = [];
  for (let k = 0; k < 3; k++) {
    const lay = levels.back[k];
    const back = levels.lay[k];
    if (lay) orders.push({ side: 'LAY', price: lay.price, stake: lay.size });
    if (back) orders.push({ side: 'BACK', price: back.price, stake: back.size });
  }
  return Promise.all(
    orders.map((o) =>
      service.placeMarketBet({
        userId: makerUserId,
        marketId: q.marketId,
        matchId: q.matchId,
        selectionId: q.selectionId,
        side: o.side,
        price: o.price,
        stake: o.stake,
        timeInForce: 'LIMIT',
        persistence: 'PERSIST',
        clientRef: null,
      }),
    ),
  );
}
