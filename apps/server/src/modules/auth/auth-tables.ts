import type { Generated } from 'kysely';

export type Role = 'customer' | 'admin';

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
}

export interface AuthTokensTable {
  /** SHA-256 of the bearer token: a leaked table does not leak usable tokens. */
  token_hash: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface AuthTables {
  users: UsersTable;
  auth_tokens: AuthTokensTable;
}
