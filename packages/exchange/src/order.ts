import { LADDER } from './ladder';
import { NO_PAIRS, type OrderColumns, type Pair } from './order-columns';
import { backProfit, layLiability } from './rounding';
import { reducedProfit } from './reduction';
import type { BasisPoints, LapseReason, OrderStatus, Paise, Persistence, PriceTicks, Side, TimeInForce } from './types';

/**
 * Mutable engine order: a cursor over one slot of the market's OrderStore (the columns hold the
 * data). Cheap to create and drop; compare orders by `slot`, never by identity. Read it through
 * `orderView`; never mutate it from outside.
 */
export class Order {
  constructor(
    readonly store: OrderColumns,
    readonly slot: number,
  ) {}

  get id(): string {
    return this.store.ids[this.slot]!;
  }
  get userId(): string {
    return this.store.users[this.store.user[this.slot]!]!;
  }
  get selectionId(): number {
    return this.store.selectionIds[this.store.runner[this.slot]!]!;
  }
  get runnerIndex(): number {
    return this.store.runner[this.slot]!;
  }
  get side(): Side {
    return (this.store.flags[this.slot]! & 1) === 0 ? 'BACK' : 'LAY';
  }
  get price(): PriceTicks {
    return LADDER[this.store.ladder[this.slot]!]!;
  }
  get ladderIndex(): number {
    return this.store.ladder[this.slot]!;
  }
  get size(): Paise {
    return this.store.size[this.slot]!;
  }
  get matched(): Paise {
    return this.store.matched[this.slot]!;
  }
  set matched(v: Paise) {
    this.store.matched[this.slot] = v;
  }
  get remaining(): Paise {
    return this.store.remaining[this.slot]!;
  }
  set remaining(v: Paise) {
    this.store.remaining[this.slot] = v;
  }
  get cancelled(): Paise {
    return this.store.cancelled[this.slot]!;
  }
  set cancelled(v: Paise) {
    this.store.cancelled[this.slot] = v;
  }
  get lapsed(): Paise {
    return this.store.lapsed[this.slot]!;
  }
  set lapsed(v: Paise) {
    this.store.lapsed[this.slot] = v;
  }
  get voided(): Paise {
    return this.store.voided[this.slot]!;
  }
  set voided(v: Paise) {
    this.store.voided[this.slot] = v;
  }
  get profit(): Paise {
    return this.store.profit[this.slot]!;
  }
  set profit(v: Paise) {
    this.store.profit[this.slot] = v;
  }
  get pairs(): Pair[] {
    return this.store.pairsOf(this.slot);
  }
  set pairs(v: Pair[]) {
    this.store.setPairs(this.slot, v);
  }
  /** The pair future fills at the order's own price accumulate into. */
  get ownPair(): Pair | null {
    return this.store.ownPairOf(this.slot);
  }
  set ownPair(v: Pair | null) {
    this.store.setOwnPair(this.slot, v);
  }
  get timeInForce(): TimeInForce {
    return (this.store.flags[this.slot]! & 2) === 0 ? 'LIMIT' : 'FILL_OR_KILL';
  }
  get persistence(): Persistence {
    return (this.store.flags[this.slot]! & 4) === 0 ? 'LAPSE' : 'PERSIST';
  }
  get placedAt(): number {
    return this.store.placedAt[this.slot]!;
  }
  get lapseReason(): LapseReason | null {
    return this.store.reasonOf(this.slot);
  }
  set lapseReason(v: LapseReason | null) {
    this.store.setReason(this.slot, v);
  }
}

/** Profit (back) or liability (lay) of `stake` matched at `price`, reduced by `reductionBp`; rounded in the house's favour. */
export function pairProfit(side: Side, stake: Paise, price: PriceTicks, reductionBp: BasisPoints): Paise {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: reducedProfit with no reduction is the plain profit; the test spares its arithmetic
  if (reductionBp > 0) return reducedProfit(side, stake, price, reductionBp);
  return side === 'BACK' ? backProfit(stake, price) : layLiability(stake, price);
}

/** Profit change if `stake` more were matched at `price` (no mutation). */
export function profitDelta(o: Order, price: PriceTicks, stake: Paise): Paise {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the only caller (selfMatchedPosition) passes the order's own price, and ownPair is always findPair(o, o.price)
  const pair = price === o.price ? o.ownPair : findPair(o, price);
  const before = pair ? pair.stake : 0;
  return pairProfit(o.side, before + stake, price, 0) - (pair ? pair.profit : 0);
}

function findPair(o: Order, price: PriceTicks): Pair | null {
  // Stryker disable next-line ConditionalExpression: an order fills away from its own price only while it is placed, before any reduction can touch its pairs
  for (const p of o.pairs) if (p.price === price && p.reductionBp === 0) return p;
  return null;
}

/** Records a fill of `stake` at `price` on the order's matched pairs; returns the profit change. */
export function addMatched(o: Order, price: PriceTicks, stake: Paise): Paise {
  // Stryker disable next-line ConditionalExpression: ownPair is the pair at the order's own price, the one findPair would scan for
  let pair = price === o.price ? o.ownPair : findPair(o, price);
  if (!pair) {
    pair = { price, stake: 0, reductionBp: 0, profit: 0 };
    // The first pair replaces the shared empty list (never pushed into); a one-element
    // literal is also smaller than the 17-slot store a push onto [] allocates.
    if (o.pairs === NO_PAIRS) o.pairs = [pair];
    else o.pairs.push(pair);
    if (price === o.price) o.ownPair = pair;
  }
  pair.stake += stake;
  const profit = pairProfit(o.side, pair.stake, price, 0);
  const delta = profit - pair.profit;
  pair.profit = profit;
  o.profit += delta;
  o.matched += stake;
  return delta;
}

/**
 * Worst-case liability of the unmatched part of a lay if the runner wins: what matching the
 * rest at the order's own price would add to its own-price pair.
 */
export function unmatchedLayLiability(o: Order): Paise {
  // Stryker disable next-line ConditionalExpression: the only caller (applyUnmatched) returns first when nothing is unmatched
  if (o.remaining === 0) return 0;
  const own = o.ownPair ? o.ownPair.stake : 0;
  return layLiability(own + o.remaining, o.price) - (o.ownPair ? o.ownPair.profit : 0);
}

/** EXECUTABLE while something is unmatched, else EXECUTION_COMPLETE. */
function orderStatus(o: Order): OrderStatus {
  return o.remaining > 0 ? 'EXECUTABLE' : 'EXECUTION_COMPLETE';
}

/** Public, immutable snapshot of an order. avgPrice = 100 + profit*100/matched, for display. */
export interface OrderView {
  orderId: string;
  userId: string;
  selectionId: number;
  side: Side;
  price: PriceTicks;
  size: Paise;
  matched: Paise;
  remaining: Paise;
  cancelled: Paise;
  lapsed: Paise;
  voided: Paise;
  /** Back: matched profit if the runner wins. Lay: matched liability if it wins. */
  matchedProfit: Paise;
  status: OrderStatus;
  timeInForce: TimeInForce;
  persistence: Persistence;
  placedAt: number;
  lapseReason: LapseReason | null;
}

/** An immutable snapshot of the order for callers outside the engine. */
export function orderView(o: Order): OrderView {
  return {
    orderId: o.id,
    userId: o.userId,
    selectionId: o.selectionId,
    side: o.side,
    price: o.price,
    size: o.size,
    matched: o.matched,
    remaining: o.remaining,
    cancelled: o.cancelled,
    lapsed: o.lapsed,
    voided: o.voided,
    matchedProfit: o.profit,
    status: orderStatus(o),
    timeInForce: o.timeInForce,
    persistence: o.persistence,
    placedAt: o.placedAt,
    lapseReason: o.lapseReason,
  };
}
