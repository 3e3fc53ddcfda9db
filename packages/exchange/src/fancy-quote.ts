import { checkStake } from './check-stake';
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
export function checkFancyQuote(quote: FancyQuote, req: { side: 'YES' | 'NO'; line: number; rate: number; stake: Paise }): Result<object> {
  if (!quote.open) return fail('MARKET_SUSPENDED', 'fancy is suspended');
  const [line, rate] = req.side === 'YES' ? [quote.yesLine, quote.yesRate] : [quote.noLine, quote.noRate];
  if (req.line !== line) return fail('RUN_CHANGED', `run changed to ${line}`);
  if (req.rate !== rate) return fail('RATE_CHANGED', `rate changed to ${rate}`);
  return checkStake(req.stake, quote.minStake, quote.maxStake) ?? { ok: true };
}
