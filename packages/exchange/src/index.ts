export type { ResultCode, Result, Failure } from './result';
export { fail } from './result';
export type {
  Paise,
  PriceTicks,
  BasisPoints,
  Side,
  TimeInForce,
  Persistence,
  MarketStatus,
  RunnerStatus,
  OrderStatus,
  MarketKind,
  LapseReason,
  Fill,
  RemovedSize,
  UserExposure,
} from './types';
export { LADDER, ladderIndex, isLadderPrice, oddsToTicks, decimalStringToTicks } from './ladder';
export { backProfit, layLiability, commissionOn, floorDiv, ceilDiv } from './rounding';
export { reducedProfit } from './reduction';
export type { OrderView } from './order';
export type { PriceLevel } from './book';
export type {
  MarketConfig,
  RunnerConfig,
  PlaceCommand,
  PlaceSuccess,
  CancelCommand,
  CancelSuccess,
  StatusChange,
  StatusSuccess,
  RemoveRunnerSuccess,
  MarketView,
  RunnerView,
} from './market-types';
export type { RestoreOrder } from './restore-order';
export type { SettlementResult, UserSettlement, OrderSettlement, OrderOutcome } from './settlement-types';
export { reverseSettlement } from './rollback';
export { createFastMarket, createReferenceMarket, type Market } from './market';
export { fancyPnl, type FancyBet } from './fancy';
export {
  DEFAULT_FANCY_MAX_RESULT,
  inFancyDomain,
  runBook,
  fancyExposure,
  fancyExposureChange,
  type FancyDomain,
  type RunRange,
} from './fancy-book';
export { checkFancyQuote, type FancyQuote } from './fancy-quote';
export { bookmakerPnl, bookmakerBook, bookmakerExposure, checkBookmakerQuote, type BookmakerBet, type BookmakerQuote } from './bookmaker';
