import type { OrderView } from '@bx/exchange';
import type { RunnerPrices } from './price-feed.ts';

export interface MakerOrder {
  side: 'BACK' | 'LAY';
  price: number;
  size: number;
}

/**
 * The steps, in order. In-play every placement waits out the bet delay while cancels are at
 * once, so nothing is cancelled before its replacement rests unless the replacement would trade
 * with it: the book then shows a wider spread for a moment, never a bare side.
 */
export interface MakerQuotePlan {
  /** New levels that cross nothing resting. */
  place: MakerOrder[];
  /** Stale orders the remaining new levels would trade against. */
  cancelCrossed: OrderView[];
  placeAfter: MakerOrder[];
  /** The other stale orders. */
  cancelAfter: OrderView[];
}

/** A level whose resting size fell below this share of the wanted size is topped up. */
const REFILL_SHARE = 0.5;

/** A lay matches resting backs at its price or lower; a back matches resting lays at its price or higher. */
const crosses = (o: OrderView, w: MakerOrder) =>
  w.side === 'LAY' ? o.side === 'BACK' && o.price <= w.price : o.side === 'LAY' && o.price >= w.price;

/**
 * How the market maker gets from its resting orders on a runner to the wanted levels: customers'
 * "back" levels are the maker's lays, their "lay" levels its backs.
 */
export function makerQuotePlan(resting: OrderView[], p: RunnerPrices): MakerQuotePlan {
  const wanted: MakerOrder[] = [
    ...p.back.map((l) => ({ side: 'LAY' as const, ...l })),
    ...p.lay.map((l) => ({ side: 'BACK' as const, ...l })),
  ];
  const same = (o: { side: string; price: number }, w: MakerOrder) => o.side === w.side && o.price === w.price;
  const stale = resting.filter((o) => !wanted.some((w) => same(o, w)));
  const missing = wanted.flatMap((w) => {
    const have = resting.filter((o) => same(o, w)).reduce((a, o) => a + o.remaining, 0);
    return have >= w.size * REFILL_SHARE ? [] : [{ ...w, size: w.size - have }];
  });
  const placeAfter = missing.filter((w) => stale.some((o) => crosses(o, w)));
  const cancelCrossed = stale.filter((o) => placeAfter.some((w) => crosses(o, w)));
  return {
    place: missing.filter((w) => !placeAfter.includes(w)),
    cancelCrossed,
    placeAfter,
    cancelAfter: stale.filter((o) => !cancelCrossed.includes(o)),
  };
}
