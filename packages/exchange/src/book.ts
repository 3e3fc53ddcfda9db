import type { Order } from './order';
import type { PriceTicks, Side } from './types';

/** Aggregated unmatched size at one price. */
export interface PriceLevel {
  price: PriceTicks;
  size: number;
}

/**
 * Scratch list of the resting orders an incoming order would fill, reused by every placement:
 * entries at and past `count` are stale. Reset by `count = 0`, never `length = 0`, because
 * truncating a V8 array drops its backing store and the next push allocates a new one.
 */
export interface FillPlan {
  makers: Order[];
  sizes: number[];
  count: number;
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
   * Rests again an order `reduced` to zero a moment ago, at its time-priority place in its level
   * (queues are in placement order): a replace whose new bet was refused puts the old one back.
   */
  reinstate(o: Order): void;
  /**
   * Calls `fn` with resting orders an incoming order of `takerSide` at ladder index `limit`
   * can match, best price first then earliest; stops when `fn` returns false. No mutation.
   */
  forEachMatchable(runner: number, takerSide: Side, limit: number, fn: (maker: Order) => boolean): void;
  /**
   * Fills `plan` (from count 0) with the resting orders, and the size each would give, that
   * fill up to `size` of an incoming order, in priority order; returns the total. No mutation
   * of the book.
   */
  collect(runner: number, takerSide: Side, limit: number, size: number, plan: FillPlan): number;
  /** Best resting price index on a side, or -1 when empty. */
  bestIndex(runner: number, restingSide: Side): number;
  /** Price levels of resting orders on a side, best first. */
  levels(runner: number, restingSide: Side, depth: number): PriceLevel[];
  /** Pushes a description of every broken invariant into `problems`. */
  validate(problems: string[]): void;
}
