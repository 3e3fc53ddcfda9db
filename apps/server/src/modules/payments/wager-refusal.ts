import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lossLimitRoom } from './loss-limit-room.ts';
import { isSelfExcluded } from './self-exclusion.ts';

export interface Refusal {
  code: string;
  message: string;
}

const SELF_EXCLUDED: Refusal = { code: 'SELF_EXCLUDED', message: 'Your account is self-excluded.' };
const BET_LOCKED: Refusal = { code: 'BET_LOCKED', message: 'Betting is locked on your account.' };
const USER_LOCKED: Refusal = { code: 'USER_LOCKED', message: 'Your account is locked. Please contact your upline.' };

/**
 * Self-exclusion and the operator's bet lock stop every wager of the games, free spins included;
 * the user lock too, for a wager that does not come with the customer's token (a provider's debit
 * on a launch session), which an operator's lock must stop as it ends the customer's sessions.
 */
export async function wagerRefusal(db: Kysely<Database>, userId: number, now: number): Promise<Refusal | null> {
  if (await isSelfExcluded(db, userId, now)) return { ...SELF_EXCLUDED };
  const user = await db.selectFrom('users').select(['bet_lock', 'user_lock']).where('user_id', '=', userId).executeTakeFirst();
  // Stryker disable next-line OptionalChaining: a wager's customer is the token's own user, which exists.
  if (Number(user?.user_lock ?? 0) === 1) return { ...USER_LOCKED };
  // Stryker disable next-line OptionalChaining: as above.
  if (Number(user?.bet_lock ?? 0) === 1) return { ...BET_LOCKED };
  return null;
}

/**
 * wagerRefusal's rule on values the caller read with its other state in one statement:
 * `excludedUntil` from self_exclusions (null without a row), `betLock` from users.
 */
export function wagerRefusalOf(state: { excludedUntil: number | null; betLock: number }, now: number): Refusal | null {
  // No exclusion reads as one that ended at the epoch.
  if ((state.excludedUntil ?? 0) > now) return { ...SELF_EXCLUDED };
  if (state.betLock === 1) return { ...BET_LOCKED };
  return null;
}

/**
 * The daily loss limit on a wager settled outside the trading batch (a paid spin, a virtual
 * bet, a provider's debit): it may not cost more than the room the limit leaves, counted as the
 * batch counts it for a sport bet (loss-limit-room.ts). Read in the wager's own transaction,
 * with the customer's accounts locked (`exposure`: their EXPOSURE balance if just read).
 */
export async function lossLimitRefusal(
  db: Kysely<Database>,
  userId: number,
  cost: number,
  now: number,
  exposure?: number,
): Promise<Refusal | null> {
  const room = await lossLimitRoom(db, userId, now, exposure);
  return room !== null && cost > room ? { code: 'LOSS_LIMIT', message: 'This would take you past your daily loss limit.' } : null;
}
