import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';

/** A game session: long enough for a sitting, short enough that an old link stops taking bets. */
const LAUNCH_TOKEN_MS = 12 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh token for one launch of one provider's game by one customer (stored hashed); the customer's accounts exist from then on. */
export async function mintLaunchToken(db: Kysely<Database>, providerId: string, userId: number, now: number): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await ensureCustomerAccounts(db, userId);
  await db
    .insertInto('provider_tokens')
    .values({ token_hash: hashOf(token), provider_id: providerId, user_id: userId, created_at: now, expires_at: now + LAUNCH_TOKEN_MS })
    .execute();
  return token;
}

export interface LaunchSession {
  userId: number;
  /** Past its expiry the token may still be credited and rolled back (a win is always paid), never debited. */
  expired: boolean;
}

/** Whose token this is, for this provider only; null for any other provider's or an unknown token. */
export async function findLaunchSession(
  db: Kysely<Database>,
  providerId: string,
  token: string,
  now: number,
): Promise<LaunchSession | null> {
  const row = await db
    .selectFrom('provider_tokens')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', hashOf(token))
    .where('provider_id', '=', providerId)
    .executeTakeFirst();
  return row ? { userId: Number(row.user_id), expired: Number(row.expires_at) <= now } : null;
}
