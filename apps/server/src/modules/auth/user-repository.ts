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
