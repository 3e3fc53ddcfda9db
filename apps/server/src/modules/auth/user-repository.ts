import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { UsersTable } from './auth-tables.ts';

export type UserRow = Selectable<UsersTable>;

/** The lower-cased key that makes user names unique regardless of case. */
export function userNameKey(userName: string): string {
  return userName.trim().toLowerCase();
}

export function findUserByName(db: Kysely<Database>, userName: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_name_key', '=', userNameKey(userName)).executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, userId: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Inserts a user and answers its id. */
export async function insertUser(db: Kysely<Database>, user: Omit<Insertable<UsersTable>, 'user_name_key'>): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, user_name_key: userNameKey(user.user_name) })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return Number(row.user_id);
}

/** A user made by the operator or the house: not signed up, no phone, no second factor (yet). */
export const NOT_SIGNED_UP = {
  is_signup_user: 0,
  mobile: null,
  dial_code: null,
  country_code: null,
  totp_secret: null,
  totp_enabled: 0,
} as const;

/** A customer with no password (it cannot log in) and no parent: the house's market maker, and the benches' and tests' customers. */
export function insertBareCustomer(db: Kysely<Database>, userName: string, name = userName, now = Date.now()): Promise<number> {
  return insertUser(db, {
    user_name: userName,
    name,
    password_hash: '!',
    role: 'customer',
    parent_id: null,
    is_change_password: 0,
    ...NOT_SIGNED_UP,
    created_at: now,
  });
}

export async function updateUser(
  db: Kysely<Database>,
  userId: number,
  changes: Partial<Pick<UserRow, 'password_hash' | 'is_change_password' | 'totp_secret' | 'totp_enabled'>>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('user_id', '=', userId).execute();
}

/** Unique-constraint violations in either dialect (a concurrent sign-up took the name). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint/i.test(e.message ?? '');
}
