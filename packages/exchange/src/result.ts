/** Business outcome codes. The engine never throws for a business rejection. */
export type ResultCode =
  | 'INVALID_ODDS'
  | 'INVALID_STAKE'
  | 'INVALID_ORDER'
  | 'DUPLICATE_ORDER'
  | 'MARKET_SUSPENDED'
  | 'MARKET_CLOSED'
  | 'MARKET_NOT_FOUND'
  | 'MARKET_NOT_SETTLED'
  | 'VERSION_CHANGED'
  | 'INVALID_TRANSITION'
  | 'INVALID_WINNERS'
  | 'INVALID_REDUCTION'
  | 'CROSSED_BOOK'
  | 'RUNNER_NOT_FOUND'
  | 'RUNNER_REMOVED'
  | 'INSUFFICIENT_FUNDS'
  | 'FOK_NOT_FILLED'
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_CANCELLABLE'
  | 'NOTHING_TO_CHANGE'
  | 'RATE_CHANGED'
  | 'RUN_CHANGED'
  | 'STAKE_TOO_LOW'
  | 'STAKE_TOO_HIGH';

export type Failure = { ok: false; code: ResultCode; message: string };
export type Result<T> = ({ ok: true } & T) | Failure;

/** Builds a failure result. */
export function fail(code: ResultCode, message: string): Failure {
  return { ok: false, code, message };
}
