import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CompiledQuery, Kysely } from 'kysely';
import { DAY_MS } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { namedStatement } from '../../db/postgres-named-statements.ts';
import type { Role } from './auth-tables.ts';

export interface AuthUser {
  userId: number;
  userName: string;
  role: Role;
  parentId: number | null;
  /** The password must be changed before anything but change-password and logout (is_change_password). */
  mustChangePassword: boolean;
}

/**
 * Sessions of one user that a revoke ended: every one of them (a lock, a self-exclusion, an
 * operator's password reset), all but the one whose token hash is `except` (a password change
 * keeps the caller's), or only the one whose token hash is `only` (a logout). Tokens are named by
 * their SHA-256 hashes, as the database stores them, so no bearer token travels between processes.
 */
export interface EndedSessions {
  userId: number;
  only?: string;
  except?: string;
}

/**
 * Told of each revoke after its write: closes the revoked tokens' sockets here and tells the other
 * processes (RealtimeHub.endSessions). Resolves true once they have been told, or when there are none.
 */
export type SessionsEndedListener = (ended: EndedSessions) => Promise<boolean>;

const TOKEN_LIFETIME_MS = DAY_MS;
/**
 * Validated tokens are remembered briefly, keyed by the token itself, so a burst of bets neither
 * hits the token table nor hashes the token again. Only who the user is is remembered: the states
 * a bet depends on (locks, limits, self-exclusion) are read by the bet's batch with the accounts.
 * A revoke in this process forgets the token at once, and tells every other process over the
 * realtime bus before it answers (endSessions, then forgetUser there); this many milliseconds
 * bound what a lost bus message can leave.
 */
export const TOKEN_CACHE_MS = 1000;

/** Cache size at which expired entries are swept. */
const PRUNE_AT = 10_000;

/** How a token is stored and named outside this process (EndedSessions). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A live token's user and expiry, by the token's hash (the one parameter, filled in per call). */
function tokenLookup(db: Kysely<Database>) {
  return db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.user_id', 'auth_tokens.user_id')
    .select([
      'users.user_id',
      'users.user_name',
      'users.role',
      'users.parent_id',
      'users.is_change_password',
      'auth_tokens.expires_at',
      'auth_tokens.revoked_at',
    ])
    .where('auth_tokens.token_hash', '=', '')
    .compile();
}

type TokenRow = ReturnType<typeof tokenLookup> extends CompiledQuery<infer R> ? R : never;

/**
 * The look-up as a function of the hash, through Kysely like every query (so it waits for another
 * module's open transaction on SQLite's one connection rather than read its uncommitted writes).
 * SQLite prepares its text once (db/cached-statements.ts); PostgreSQL prepares it by name on each
 * connection (it names its columns).
 */
function tokenReader(db: Kysely<Database>): (hash: string) => Promise<TokenRow | undefined> {
  const query = tokenLookup(db);
  namedStatement(query.sql);
  return async (hash) => (await db.executeQuery<TokenRow>({ ...query, parameters: [hash] })).rows[0];
}

/** Opaque bearer tokens stored as hashes, so any one of them can be revoked. */
export class TokenStore {
  /** By raw token (what the request carries): a hit costs one map look-up. */
  private readonly cache = new Map<string, { user: AuthUser; until: number; expiresAt: number }>();

  /**
   * Moves at every forget: a check whose read began before a revoke of its user was forgotten
   * here may have read the token still live, so it is answered but not remembered.
   */
  private forgets = 0;

  /** Built once: building a Kysely query per call cost as much as running it. */
  private readonly byHash: (hash: string) => Promise<TokenRow | undefined>;

  /** Set once the live channel exists (register-realtime.ts); a store without one only writes. */
  private sessionsEnded: SessionsEndedListener | null = null;

  constructor(private readonly db: Kysely<Database>) {
    this.byHash = tokenReader(db);
  }

  /** Every revoke below reports here, so the revoked tokens' open sockets end with them. */
  onSessionsEnded(listener: SessionsEndedListener): void {
    this.sessionsEnded = listener;
  }

  async issue(userId: number, now = Date.now()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('auth_tokens')
      .values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: now + TOKEN_LIFETIME_MS, revoked_at: null })
      .execute();
    return token;
  }

  /**
   * The user behind a token this process checked within TOKEN_CACHE_MS, without a read; undefined
   * when it must be checked (verify). Lets the access check answer most requests without a promise.
   */
  remembered(token: string, now = Date.now()): AuthUser | undefined {
    const hit = this.cache.get(token);
    return hit && hit.until > now && hit.expiresAt > now ? hit.user : undefined;
  }

  /** The user behind a live token, or null for an unknown, expired or revoked one. */
  async verify(token: string, now = Date.now()): Promise<AuthUser | null> {
    const hit = this.remembered(token, now);
    if (hit) return hit;
    const forgets = this.forgets;
    const row = await this.byHash(hashToken(token));
    if (!row || row.revoked_at !== null || row.expires_at <= now) {
      this.cache.delete(token);
      return null;
    }
    const user: AuthUser = {
      userId: Number(row.user_id),
      userName: row.user_name,
      role: row.role,
      parentId: row.parent_id === null ? null : Number(row.parent_id),
      mustChangePassword: Number(row.is_change_password) === 1,
    };
    // Not cached while the password must change: once it has, every process must see it at once.
    // Nor when a forget came meanwhile: the read may predate the revoke it was for.
    if (!user.mustChangePassword && forgets === this.forgets)
      this.remember(token, { user, until: now + TOKEN_CACHE_MS, expiresAt: row.expires_at }, now);
    return user;
  }

  /**
   * Revokes one token (a logout). Like every revoke it answers once the token's sockets are
   * closed here and every process has been told (endSessions), or, when the bus could not take
   * that, once the token cache's lifetime has passed: either way no process takes the token after.
   */
  async revoke(token: string, now = Date.now()): Promise<void> {
    const tokenHash = hashToken(token);
    const revoked = await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    // After the write: a check that read the token before it committed is not remembered either.
    this.forgets++;
    this.cache.delete(token);
    // Nothing changed (unknown, or revoked before, which ended its sessions then): nothing to end.
    if (revoked) await this.endSessions({ userId: Number(revoked.user_id), only: tokenHash });
  }

  /**
   * Revokes every token of a user except `keepToken` (a password change), or every one (null: a
   * lock, a self-exclusion, a reset; auth/end-all-sessions.ts). Answers as revoke does.
   */
  async revokeAllExcept(userId: number, keepToken: string | null, now = Date.now()): Promise<void> {
    const keep = keepToken ? hashToken(keepToken) : '';
    const { numUpdatedRows } = await this.db
      .updateTable('auth_tokens')
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('token_hash', '!=', keep)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.forgets++;
    for (const [token, entry] of this.cache) if (entry.user.userId === userId && token !== keepToken) this.cache.delete(token);
    // As in revoke: no live token revoked, no socket or remembered token to end.
    if (numUpdatedRows > 0n) await this.endSessions(keepToken ? { userId, except: keep } : { userId });
  }

  /**
   * The one way a revoke reaches open sockets (see `revoke`). A token remembered by another
   * process before the revoke committed has expired everywhere TOKEN_CACHE_MS after it, so that
   * long is all a lost bus message needs waiting out.
   */
  private async endSessions(ended: EndedSessions): Promise<void> {
    if (!this.sessionsEnded) return;
    const revokedAt = Date.now();
    const waited = new AbortController();
    const told = await Promise.race([
      this.sessionsEnded(ended).catch(() => false),
      sleep(TOKEN_CACHE_MS, false, { signal: waited.signal }).catch(() => false),
    ]);
    waited.abort();
    const left = revokedAt + TOKEN_CACHE_MS - Date.now();
    if (!told && left > 0) await sleep(left);
  }

  /** Forgets every remembered token of a user (its sessions ended on another process): the next check reads the database. */
  forgetUser(userId: number): void {
    this.forgets++;
    for (const [token, entry] of this.cache) if (entry.user.userId === userId) this.cache.delete(token);
  }

  /** Caches a verified token; stale entries go once the cache is large, so it cannot grow without bound. */
  private remember(token: string, entry: { user: AuthUser; until: number; expiresAt: number }, now: number): void {
    if (this.cache.size >= PRUNE_AT) for (const [t, e] of this.cache) if (e.until <= now) this.cache.delete(t);
    this.cache.set(token, entry);
  }
}
