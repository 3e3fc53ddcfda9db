import type { Kysely } from 'kysely';
import type { Role } from '../../modules/auth/auth-tables.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { findUserByName, insertUser } from '../../modules/auth/user-repository.ts';
import { FULL_PARTNERSHIP_BP } from '../../modules/hierarchy/roles.ts';
import type { Database } from '../schema.ts';

export interface SeedUser {
  userName: string;
  password: string;
  name: string;
  role: Role;
  /** User name of the parent, seeded before this user. */
  parent?: string;
  isSignupUser?: boolean;
  isChangePassword?: boolean;
  /** Percent of the downline's P/L this level keeps (an admin always keeps all of it). */
  partnership?: number;
  /** Paise. */
  creditReference?: number;
}

/**
 * Creates the users that do not exist yet (an existing one is left as it is, so a restart never
 * resets a changed password). Each distinct password is hashed once.
 */
export async function seedUsers(db: Kysely<Database>, users: SeedUser[], now: number): Promise<void> {
  const hashes = new Map<string, Promise<string>>();
  for (const user of users) {
    if (await findUserByName(db, user.userName)) continue;
    const passwordHash = hashes.get(user.password) ?? hashPassword(user.password);
    hashes.set(user.password, passwordHash);
    const parent = user.parent ? await findUserByName(db, user.parent) : undefined;
    await insertUser(db, {
      user_name: user.userName,
      name: user.name,
      password_hash: await passwordHash,
      role: user.role,
      parent_id: parent ? Number(parent.user_id) : null,
      is_change_password: user.isChangePassword ? 1 : 0,
      is_signup_user: user.isSignupUser ? 1 : 0,
      mobile: null,
      dial_code: user.isSignupUser ? '+91' : null,
      country_code: user.isSignupUser ? 'IN' : null,
      totp_secret: null,
      totp_enabled: 0,
      created_at: now,
      partnership_bp: user.role === 'admin' ? FULL_PARTNERSHIP_BP : Math.round((user.partnership ?? 0) * 100),
      credit_reference: user.creditReference ?? 0,
    });
  }
}
