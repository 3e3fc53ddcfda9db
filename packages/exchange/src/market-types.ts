import type { OrderView } from './order';
import type {
  BasisPoints,
  Fill,
  MarketKind,
  MarketStatus,
  Paise,
  Persistence,
  PriceTicks,
  RemovedSize,
  RunnerStatus,
  Side,
  TimeInForce,
  UserExposure,
} from './types';

export interface RunnerConfig {
  selectionId: number;
  /** Restoring a market after a removal: pass 'REMOVED'. */
  status?: 'ACTIVE' | 'REMOVED';
}

export interface MarketConfig {
  marketId: string;
  runners: RunnerConfig[];
  /** Default 'WIN'. */
  kind?: MarketKind;
  /** Winners per outcome: 1 for WIN; the places paid for PLACE. */
  numberOfWinners?: number;
  /** Default 'OPEN'. Use restore* functions, not CLOSED, to rebuild a settled market. */
  status?: Exclude<MarketStatus, 'CLOSED'>;
  inPlay?: boolean;
  betDelaySeconds?: number;
  /** Default 1. Rises on every definition change. */
  version?: number;
  /** Default 500 (5%). */
  commissionBp?: BasisPoints;
  minStake?: Paise;
  maxStake?: Paise;
}

export interface PlaceCommand {
  orderId: string;
  userId: string;
  selectionId: number;
  side: Side;
  price: PriceTicks;
  size: Paise;
  /** Default 'LIMIT'. */
  timeInForce?: TimeInForce;
  /** Default 'LAPSE'. */
  persistence?: Persistence;
  /** Caller's clock (ms); recorded as placedAt. */
  now: number;
  /** Balance minus exposure on other markets; omit to skip the funds check. */
  availableFunds?: Paise;
  /** After a bet delay: the version seen when the order was received. */
  expectedVersion?: number;
}

export interface PlaceSuccess {
  order: OrderView;
  fills: Fill[];
  /** New market exposure of every user touched (taker first, then makers in fill order). */
  exposures: UserExposure[];
  takerExposureBefore: Paise;
  takerExposureAfter: Paise;
  version: number;
}

export interface CancelCommand {
  orderId: string;
  /** When given, the order must belong to this user (else ORDER_NOT_FOUND). */
  userId?: string;
  /** Size to cancel; default all that remains. Larger than remaining cancels the rest. */
  size?: Paise;
}

export interface CancelSuccess {
  order: OrderView;
  cancelled: Paise;
  exposure: UserExposure;
}

export interface ReplaceCommand {
  orderId: string;
  /** The order must belong to this user (else ORDER_NOT_FOUND). */
  userId: string;
  /** The new unmatched stake; default all that remains. Without a new price it must be lower than that. */
  size?: Paise;
  /** A new price: the unmatched part moves there as a new order `newOrderId`. */
  price?: PriceTicks;
  /** The id of the order placed at the new price. */
  newOrderId: string;
  now: number;
  /** As for a placement: balance minus exposure on other markets, checked against the new order. */
  availableFunds?: Paise;
  expectedVersion?: number;
}

export interface ReplaceSuccess {
  /** The edited order as it now stands. */
  order: OrderView;
  /** Unmatched size taken off the edited order. */
  cancelled: Paise;
  /** The order placed at the new price; null when only the stake was lowered. */
  placed: PlaceSuccess | null;
  /** The user's exposure on the market after the edit. */
  exposure: UserExposure;
}

export interface StatusChange {
  status?: Exclude<MarketStatus, 'CLOSED'>;
  inPlay?: boolean;
  betDelaySeconds?: number;
}

export interface StatusSuccess {
  version: number;
  lapsed: RemovedSize[];
  exposures: UserExposure[];
}

export interface RemoveRunnerSuccess {
  version: number;
  /** Whether matched prices of the other runners were reduced. */
  reductionApplied: boolean;
  /** Matched size voided on the removed runner, per order. */
  voided: RemovedSize[];
  lapsed: RemovedSize[];
  /** Orders on the other runners whose matched prices the factor reduced (their matched profit changed). */
  reduced: string[];
  exposures: UserExposure[];
}

export interface RunnerView {
  selectionId: number;
  status: RunnerStatus;
}

export interface MarketView {
  marketId: string;
  kind: MarketKind;
  numberOfWinners: number;
  status: MarketStatus;
  inPlay: boolean;
  betDelaySeconds: number;
  version: number;
  commissionBp: BasisPoints;
  runners: RunnerView[];
}
