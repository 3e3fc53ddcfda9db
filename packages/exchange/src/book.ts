import type { Order } from './order';
import type { PriceTicks, Side } from './types';

/** Aggregated unmatched size at one price. */
export interface PriceLevel {
  price: PriceTicks;
  size: number;
}

/**
 * One market's order books (one per runner, two sides each). The reference and the fast
 * implementations differ only here, so one suite pins both to the same behaviour.
 */
export interface Book {
  /** Rests an order (remaining > 0) at the back of its price level's queue. */
  add(o: Order): void;
  /** The order's `remaining` was lowered by `by` (fill, cancel or lapse); unlinks it at zero. */
  reduced(o: Order, by: number): void;
  /**
   * Calls `fn` with resting orders an incoming order of `takerSide` at ladder index `limit`
   * can match, best price first then earliest; stops when `fn` returns false. No mutation.
   */
  forEachMatchable(runner: number, takerSide: Side, limit: number, fn: (maker: Order) => boolean): void;
  /**
   * Appends to `makers`/`sizes` the resting orders (and the size each would give) that fill
   * up to `size` of an incoming order, in priority order; returns the total. No mutation.
   */
  collect(runner: number, takerSide: Side, limit: number, size: number, makers: Order[], sizes: number[]): number;
  /** Best resting price index on a side, or -1 when empty. */
  bestIndex(runner: number, restingSide: Side): number;
  /** Price levels of resting orders on a side, best first. */
  levels(runner: number, restingSide: Side, depth: number): PriceLevel[];
  /** Pushes a description of every broken invariant into `problems`. */
  validate(problems: string[]): void;
}
