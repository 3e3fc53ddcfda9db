import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { lossLimitRoom } from './loss-limit-room.ts';
import { isSelfExcluded } from './self-exclusion.ts';

export interface Refusal {
  code: string;
  message: string;
}

/** Self-exclusion and the operator's bet lock stop every wager of the games, free spins included. */
export async function wagerRefusal(db: Kysely<Database>, userId: number, now: number): Promise<Refusal | null> {
  if (await isSelfExcluded(db, userId, now)) return { code: 'SELF_EXCLUDED', message: 'Your account is self-excluded.' };
  const user = await db.selectFrom('users').select('bet_lock').where('user_id', '=', userId).executeTakeFirst();
  // Stryker disable next-line OptionalChaining: a wager's customer is the token's own user, which exists.
  if (Number(user?.bet_lock ?? 0) === 1) return { code: 'BET_LOCKED', message: 'Betting is locked on your account.' };
  return null;
}

/**
 * The daily loss limit on a wager settled outside the trading batch (a paid spin, a virtual
 * bet, a provider's debit): it may not cost more than the room the limit leaves, counted as the
 * batch counts it for a sport bet (loss-limit-room.ts). Read in the wager's own transaction,
 * with the customer's accounts locked.
 */
export async function lossLimitRefusal(db: Kysely<Database>, userId: number, cost: number, now: number): Promise<Refusal | null> {
  const room = await lossLimitRoom(db, userId, now);
  return room !== null && cost > room ? { code: 'LOSS_LIMIT', message: 'This would take you past your daily loss limit.' } : null;
}
