import { paiseToRupees } from '@bx/contract';
import type { AuthUser } from '../auth/token-store.ts';
import type { Refusal } from '../payments/index.ts';

/**
 * What the account's upline set that stops a bet before it reaches a batch: the bet lock, and the
 * account's own stake limits (admin/user/create; a market's own limits apply too, in the engine).
 * Read from the token's user (at most a second old), so the bet path spends no query on it. The
 * account's exposure limit depends on every open bet, so the batch checks it (`exposureLimit` on
 * the command).
 */
export function accountBetRefusal(user: AuthUser, stake: number): Refusal | null {
  if (user.betLocked) return { code: 'BET_LOCKED', message: 'Betting is locked on your account. Please contact your upline.' };
  if (user.minStake !== null && stake < user.minStake)
    return { code: 'STAKE_TOO_LOW', message: `Your account's minimum stake is ₹${paiseToRupees(user.minStake)}.` };
  if (user.maxStake !== null && stake > user.maxStake)
    return { code: 'STAKE_TOO_HIGH', message: `Your account's maximum stake is ₹${paiseToRupees(user.maxStake)}.` };
  return null;
}
