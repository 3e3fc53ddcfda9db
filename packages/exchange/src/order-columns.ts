import type { BasisPoints, LapseReason, Paise, PriceTicks } from './types';

/**
 * Matched stake of one order at one execution price. Rounding is applied to the pair's
 * cumulative stake (not to each fill) so an order loses at most one paisa per price level, and
 * a resting lay's matched + unmatched liability stays constant while it fills: makers'
 * exposure never rises when they are matched.
 */
export interface Pair {
  price: PriceTicks;
  stake: Paise;
  reductionBp: BasisPoints;
  /** Back: profit if the runner wins. Lay: liability if it wins. */
  profit: Paise;
}

/**
 * The `pairs` of an order not matched yet, shared by all of them: most resting orders are
 * cancelled or lapse unmatched, and every order is kept until settlement, so an empty array
 * per order was pure garbage-collector load. Only `addMatched` adds pairs, and it replaces it.
 */
export const NO_PAIRS: Pair[] = [];

/**
 * The per-slot columns an `Order` cursor reads and writes. The OrderStore implements it; the
 * cursor sees only this, so order.ts and order-store.ts do not import each other.
 */
export interface OrderColumns {
  readonly ids: string[];
  readonly users: string[];
  readonly selectionIds: readonly number[];
  readonly user: Int32Array;
  readonly runner: Int32Array;
  readonly ladder: Int32Array;
  /** Bit 0: LAY (else BACK); bit 1: FILL_OR_KILL; bit 2: PERSIST. */
  readonly flags: Uint8Array;
  readonly size: Float64Array;
  readonly matched: Float64Array;
  readonly remaining: Float64Array;
  readonly cancelled: Float64Array;
  readonly lapsed: Float64Array;
  readonly voided: Float64Array;
  readonly profit: Float64Array;
  readonly placedAt: Float64Array;
  pairsOf(slot: number): Pair[];
  setPairs(slot: number, pairs: Pair[]): void;
  ownPairOf(slot: number): Pair | null;
  setOwnPair(slot: number, pair: Pair | null): void;
  reasonOf(slot: number): LapseReason | null;
  setReason(slot: number, r: LapseReason | null): void;
}
