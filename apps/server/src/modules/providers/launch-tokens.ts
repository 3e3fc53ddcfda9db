import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { plannedOnce } from '../../db/planned-once.ts';
import { QueryTemplate } from '../../db/query-template.ts';
import type { Database } from '../../db/schema.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import type { ProviderRow } from './provider-registry.ts';

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

/**
 * Ends a customer's game links at once: a later debit answers OP_TOKEN_NOT_FOUND, while credits
 * and rollbacks of rounds in flight still land, as for a link past its time. For when the
 * customer's sessions end (logout, a password change or an operator's reset): a link opened in an
 * ended session, or left in a shared browser's history, must not keep betting the customer's
 * money for the rest of its 12 hours. A lock or a self-exclusion needs no expiry: every debit of
 * such a customer is refused (OP_USER_BLOCKED).
 */
export async function expireLaunchTokens(db: Kysely<Database>, userId: number, now: number): Promise<void> {
  await db.updateTable('provider_tokens').set({ expires_at: now }).where('user_id', '=', userId).where('expires_at', '>', now).execute();
}

export interface LaunchSession {
  userId: number;
  /** Past its expiry the token may still be credited and rolled back (a win is always paid), never debited. */
  expired: boolean;
}

function buildProviderSessionQuery(trx: Transaction<Database>, providerId: string, tokenHash: string) {
  return trx
    .selectFrom('providers')
    .leftJoin('provider_tokens as t', (j) =>
      j.onRef('t.provider_id', '=', 'providers.provider_id').on('t.token_hash', '=', plannedOnce(tokenHash, 'text')),
    )
    .selectAll('providers')
    .select(['t.user_id as session_user_id', 't.expires_at as session_expires_at'])
    .where('providers.provider_id', '=', plannedOnce(providerId, 'text'));
}

const providerSessionQuery = new QueryTemplate(buildProviderSessionQuery, ['\u0000provider', '\u0000hash']);

/**
 * A wallet call's first read, one statement: the provider it names (null when unknown), and whose
 * launch token this is for that provider only (null for any other provider's or an unknown token).
 */
export async function findProviderSession(
  trx: Transaction<Database>,
  providerId: string,
  token: string,
  now: number,
): Promise<{ provider: ProviderRow; session: LaunchSession | null } | null> {
  const [row] = await providerSessionQuery.run(trx, providerId, hashOf(token));
  if (!row) return null;
  const { session_user_id: userId, session_expires_at: expiresAt, ...provider } = row;
  return {
    provider,
    session: userId === null ? null : { userId: Number(userId), expired: Number(expiresAt) <= now },
  };
}
