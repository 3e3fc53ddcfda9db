import { DAY_MS } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { settledResultSince } from '../ledger/settled-result.ts';
import { isSelfExcluded, lossLimitRoom } from '../payments/index.ts';
import { CASINO_KINDS } from '../providers/casino-ledger-kinds.ts';
import { VIRTUAL_KINDS } from '../virtual-casino/virtual-ledger-kinds.ts';
import { SLOT_KINDS } from './slot-ledger-kinds.ts';

export interface Refusal {
  code: string;
  message: string;
}

/** Self-exclusion and the operator's bet lock stop every spin, free ones included. */
export async function spinRefusal(db: Kysely<Database>, userId: number, now: number): Promise<Refusal | null> {
  if (await isSelfExcluded(db, userId, now)) return { code: 'SELF_EXCLUDED', message: 'Your account is self-excluded.' };
  const user = await db.selectFrom('users').select('bet_lock').where('user_id', '=', userId).executeTakeFirst();
  if (Number(user?.bet_lock ?? 0) === 1) return { code: 'BET_LOCKED', message: 'Betting is locked on your account.' };
  return null;
}

/**
 * The daily loss limit on a paid spin or a virtual bet: it may not cost more than the room the
 * limit leaves (sport losses and exposure as the bet route counts them), less the day's game
 * losses (provider casinos, slots, Our Virtual). Read in the bet's own transaction, with the
 * customer's accounts locked.
 */
export async function lossLimitRefusal(db: Kysely<Database>, userId: number, cost: number, now: number): Promise<Refusal | null> {
  const room = await lossLimitRoom(db, userId, now);
  if (room === null) return null;
  const gamesLoss = Math.max(0, -(await settledResultSince(db, userId, now - DAY_MS, [...CASINO_KINDS, ...SLOT_KINDS, ...VIRTUAL_KINDS])));
  return cost > room - gamesLoss ? { code: 'LOSS_LIMIT', message: 'This would take you past your daily loss limit.' } : null;
}
