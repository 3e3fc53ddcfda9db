import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DAY_MS } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { Role } from './auth-tables.ts';

export interface AuthUser {
  userId: number;
  userName: string;
  role: Role;
  parentId: number | null;
}

const TOKEN_LIFETIME_MS = DAY_MS;
/**
 * Validated tokens are remembered briefly so a burst of bets does not hit the token table each
 * time. A revoke in this process forgets the token at once; another process sharing a
 * PostgreSQL database sees the revoke within this many milliseconds.
 */
const CACHE_MS = 1000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Opaque bearer tokens stored as hashes, so any one of them can be revoked. */
export class TokenStore {
  private readonly cache = new Map<string, { user: AuthUser; until: number; expiresAt: number }>();

  constructor(private readonly db: Kysely<Database>) {}

  async issue(userId: number, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('auth_tokens')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: now + TOKEN_LIFETIME_MS, revoked_at: null })
      .execute();
    return token;
  }

  /** The user behind a live token, or null for an unknown, expired or revoked one. */
  async verify(token: string, now = Date.now()): Promise<AuthUser | null> {
    const key = hashToken(token);
    const hit = this.cache.get(key);
    if (hit && hit.until > now && hit.expiresAt > now) return hit.user;
    const row = await this.db
      .selectFrom('auth_tokens')
      .innerJoin('users', 'users.user_id', 'auth_tokens.user_id')
      .select(['users.user_id', 'users.user_name', 'users.role', 'users.parent_id', 'auth_tokens.expires_at', 'auth_tokens.revoked_at'])
      .where('auth_tokens.token_hash', '=', key)
      .executeTakeFirst();
    if (!row || row.revoked_at !== null || row.expires_at <= now) {
      this.cache.delete(key);
      return null;
    }
    const user: AuthUser = {
      userId: Number(row.user_id),
      userName: row.user_name,
      role: row.role,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
    };
    this.cache.set(key, { user, until: now + CACHE_MS, expiresAt: row.expires_at });
    return user;
  }

  async revoke(token: string, now = Date.now()): Promise<void> {
    const key = hashToken(token);
    this.cache.delete(key);
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('token_hash', '=', key)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Revokes every token of a user except `keepToken` (after a password change). */
  async revokeAllExcept(userId: number, keepToken: string | null, now = Date.now()): Promise<void> {
    const keep = keepToken ? hashToken(keepToken) : '';
    for (const [key, entry] of this.cache) if (entry.user.userId === userId && key !== keep) this.cache.delete(key);
    await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('token_hash', '!=', keep)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
