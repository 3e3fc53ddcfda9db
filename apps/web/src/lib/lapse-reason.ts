import type { LapseReason } from '@bx/contract';

const WORDS: Record<LapseReason, string> = {
  IN_PLAY: 'the market went in-play',
  MARKET_SUSPENDED: 'the market was suspended',
  VERSION_CHANGED: "the market's terms changed",
  PRICE_INVALID: 'its price was no longer valid',
  RUNNER_REMOVED: 'a runner was withdrawn',
  REDUCTION_FACTOR: "a withdrawn runner's reduction moved the price",
  MARKET_SETTLED: 'the market was settled',
};

/** Why the system lapsed a bet's unmatched part, in the customer's words ("the market went in-play"). */
export const lapseReasonText = (reason: LapseReason): string => WORDS[reason];
