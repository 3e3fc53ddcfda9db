/**
 * Money in integer paise. A plain alias rather than a brand: the server converts at its edge
 * and brands would force casts on every database row without catching much more.
 */
export type Paise = number;
/** Decimal odds in integer hundredths (2.50 -> 250). Alias for the same reason as Paise. */
export type PriceTicks = number;
/** Basis points (500 = 5%). */
export type BasisPoints = number;

export type Side = 'BACK' | 'LAY';
export type TimeInForce = 'LIMIT' | 'FILL_OR_KILL';
export type Persistence = 'LAPSE' | 'PERSIST';
export type MarketStatus = 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
export type RunnerStatus = 'ACTIVE' | 'WINNER' | 'LOSER' | 'PLACED' | 'REMOVED';
export type OrderStatus = 'EXECUTABLE' | 'EXECUTION_COMPLETE';
/** WIN: exactly one runner wins. PLACE: `numberOfWinners` runners are placed. */
export type MarketKind = 'WIN' | 'PLACE';
export type LapseReason =
  'IN_PLAY' | 'MARKET_SUSPENDED' | 'VERSION_CHANGED' | 'PRICE_INVALID' | 'RUNNER_REMOVED' | 'REDUCTION_FACTOR' | 'MARKET_SETTLED';

/** One execution between a resting (maker) and an incoming (taker) order, at the maker's price. */
export interface Fill {
  makerOrderId: string;
  takerOrderId: string;
  makerUserId: string;
  takerUserId: string;
  selectionId: number;
  price: PriceTicks;
  size: Paise;
}

/** Unmatched size removed by the system (lapse) or the customer (cancel). */
export interface RemovedSize {
  orderId: string;
  userId: string;
  selectionId: number;
  size: Paise;
  reason: LapseReason | 'CANCELLED';
}

export interface UserExposure {
  userId: string;
  exposure: Paise;
}
