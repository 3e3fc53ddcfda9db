import { fail, type Result } from './result';
import type { Paise } from './types';

/** The house's current quote on a session fancy. */
export interface FancyQuote {
  open: boolean;
  noLine: number;
  noRate: number;
  yesLine: number;
  yesRate: number;
  minStake: Paise;
  maxStake: Paise;
}

/**
 * Accepts a fancy bet only at exactly the quoted run and rate. Codes: MARKET_SUSPENDED,
 * RUN_CHANGED, RATE_CHANGED, INVALID_STAKE, STAKE_TOO_LOW, STAKE_TOO_HIGH.
 */
export function checkFancyQuote(
  quote: FancyQuote, req: { side: 'YES' | 'NO'; line: number; rate: number; stake: Paise },
): Result<object> {
  if (!quote.open) return fail('MARKET_SUSPENDED', 'fancy is suspended');
  const [line, rate] = req.side === 'YES' ? [quote.yesLine, quote.yesRate] : [quote.noLine, quote.noRate];
  if (req.line !== line) return fail('RUN_CHANGED', `run changed to ${line}`);
  if (req.rate !== rate) return fail('RATE_CHANGED', `rate changed to ${rate}`);
  if (!Number.isSafeInteger(req.stake) || req.stake <= 0) return fail('INVALID_STAKE', 'stake must be a positive integer');
  if (req.stake < quote.minStake) return fail('STAKE_TOO_LOW', `minimum stake is ${quote.minStake}`);
  if (req.stake > quote.maxStake) return fail('STAKE_TOO_HIGH', `maximum stake is ${quote.maxStake}`);
  return { ok: true };
}
