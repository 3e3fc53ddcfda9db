import { fail, type Failure } from './result';
import type { Paise } from './types';

/**
 * Checks a stake against a market's limits; null when it passes. Codes: INVALID_STAKE (not a
 * positive safe integer of paise), STAKE_TOO_LOW (below `min`), STAKE_TOO_HIGH (above `max`).
 */
export function checkStake(stake: Paise, min: Paise, max: Paise): Failure | null {
  if (!Number.isSafeInteger(stake) || stake <= 0) return fail('INVALID_STAKE', 'stake must be a positive integer (paise)');
  if (stake < min) return fail('STAKE_TOO_LOW', `minimum stake is ${min}`);
  if (stake > max) return fail('STAKE_TOO_HIGH', `maximum stake is ${max}`);
  return null;
}
