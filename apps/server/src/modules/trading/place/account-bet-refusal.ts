import { paiseToRupees } from '@bx/contract';
import { reject, type Outcome } from '../shared/commands.ts';
import type { PlanContext } from '../batch/plan-context.ts';

/** The access check's own answer (http/authenticate.ts): a locked user's bet ends its session the same way, with 401. */
const SESSION_ENDED = { code: 'UNAUTHORIZED', message: 'Please log in again: your session is missing or has ended.' } as const;
const PASSWORD_CHANGE = { code: 'PASSWORD_CHANGE_REQUIRED', message: 'Please change your password before you continue.' } as const;

/**
 * What the account's states stop a bet for: the user lock, a forced password change, the
 * customer's self-exclusion, the upline's bet lock and the account's own stake limits (a market's
 * limits apply too, in the engine; the exposure limit in fundsFor). The states are read with the
 * caller's accounts in the batch's transaction (AccountStates), not from the token's cache, so a
 * change an operator's call committed is in force for the next bet on every process, at no extra
 * read. Checked after a re-sent client_ref's look-up: a bet already placed is answered as placed.
 * An edit that moves a bet's price places a new bet and is checked too (a kept stake is not re-checked).
 */
export function accountBetRefusal(ctx: PlanContext, c: { userId: number; stake?: number }): Outcome | null {
  if (!ctx.state.hasAccounts(c.userId)) return reject('NO_ACCOUNT', 'This account cannot bet.');
  const s = ctx.state.states(c.userId);
  if (s.user_lock === 1) return reject(SESSION_ENDED.code, SESSION_ENDED.message);
  if (s.is_change_password === 1) return reject(PASSWORD_CHANGE.code, PASSWORD_CHANGE.message);
  // No exclusion reads as one that ended at the epoch (wager-refusal.ts, the games' rule).
  if ((s.excluded_until ?? 0) > ctx.now) return reject('SELF_EXCLUDED', 'Your account is self-excluded.');
  if (s.bet_lock === 1) return reject('BET_LOCKED', 'Betting is locked on your account. Please contact your upline.');
  if (s.min_stake !== null && c.stake !== undefined && c.stake < s.min_stake)
    return reject('STAKE_TOO_LOW', `Your account's minimum stake is ₹${paiseToRupees(s.min_stake)}.`);
  if (s.max_stake !== null && c.stake !== undefined && c.stake > s.max_stake)
    return reject('STAKE_TOO_HIGH', `Your account's maximum stake is ₹${paiseToRupees(s.max_stake)}.`);
  return null;
}
