import type { UserRole } from '@bx/contract';
import type { Generated } from 'kysely';

/** admin > master > agent > customer (modules/hierarchy). */
export type Role = UserRole;

export interface UsersTable {
  user_id: Generated<number>;
  user_name: string;
  /** Lower-cased user name: names are unique regardless of case. */
  user_name_key: string;
  name: string;
  password_hash: string;
  role: Role;
  parent_id: number | null;
  /** 1 forces the customer to change the password before anything else. */
  is_change_password: number;
  is_signup_user: number;
  mobile: string | null;
  dial_code: string | null;
  country_code: string | null;
  /** Base32 TOTP secret; enforced at login only when totp_enabled is 1. */
  totp_secret: string | null;
  totp_enabled: number;
  /** The time step of the last TOTP code accepted: a code is accepted once. */
  totp_last_step: number | null;
  created_at: number;
  /** Hierarchy (migration 0016): credit given to this user, paise. */
  credit_reference: Generated<number>;
  /** Percent of the downline's P/L this level keeps, in basis points (admin 10000). */
  partnership_bp: Generated<number>;
  /** Paise; null = no limit. */
  exposure_limit: number | null;
  min_stake: number | null;
  max_stake: number | null;
  /** 1: cannot log in. */
  user_lock: Generated<number>;
  /** 1: bets refused (BET_LOCKED). */
  bet_lock: Generated<number>;
}

export interface AuthTokensTable {
  /** SHA-256 of the bearer token: a leaked table does not leak usable tokens. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** Failures per key (an account at an address, an address, a user's secret): failure-backoff.ts. */
export interface AuthFailuresTable {
  key: string;
  count: number;
  last_at: number;
  /** A key with no failure for the policy's window is forgotten. */
  expires_at: number;
}

/** Requests per key in a fixed window (the per-address login and sign-up limits). */
export interface RateWindowsTable {
  key: string;
  count: number;
  resets_at: number;
}

export interface AuthTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  auth_failures: AuthFailuresTable;
  rate_windows: RateWindowsTable;
}
