import { fail, type Failure } from './result';
import type { Paise } from './types';

/**
 * The largest stake the engine accepts: ₹10 crore. A lay at the ladder's top price (1000) risks
 * 999 times its stake, and that product must stay a safe integer with room for a position's
 * sum of many orders, so the money stays exact. The API caps stakes well below this.
 */
const MAX_ENGINE_STAKE: Paise = 10_000_000_000;

/** A stake the engine can hold exactly: a positive safe integer of paise, at most MAX_ENGINE_STAKE. */
export function isEngineStake(stake: Paise): boolean {
  return Number.isSafeInteger(stake) && stake > 0 && stake <= MAX_ENGINE_STAKE;
}

/**
 * Checks a stake against a market's limits; null when it passes. Codes: INVALID_STAKE (not a
 * positive integer of paise up to MAX_ENGINE_STAKE), STAKE_TOO_LOW (below `min`), STAKE_TOO_HIGH
 * (above `max`).
 */
export function checkStake(stake: Paise, min: Paise, max: Paise): Failure | null {
  if (!isEngineStake(stake)) return fail('INVALID_STAKE', 'stake must be a positive integer of paise, at most ₹10 crore');
  if (stake < min) return fail('STAKE_TOO_LOW', `minimum stake is ${min}`);
  if (stake > max) return fail('STAKE_TOO_HIGH', `maximum stake is ${max}`);
  return null;
}
