import type { z } from 'zod';
import type { signupRequest } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok, refuse } from '../../http/answer.ts';
import type { LoginOutcome } from './login-service.ts';
import { hashPassword } from './password-hash.ts';
import type { TokenStore } from './token-store.ts';
import { loginData } from './user-info.ts';
import { findUserById, findUserByName, insertUser, isUniqueViolation } from './user-repository.ts';

/** The operator every self-signed-up customer belongs to, so deposit and withdraw have a parent. */
const DEFAULT_PARENT_USER_NAME = 'admin';

const nameTaken = () => refuse('USER_NAME_TAKEN', 'This user name is already taken. Please choose another.');

/** Creates a customer (is_signup_user 1, parent: the operator admin) and logs it in. */
export async function signup(
  deps: { db: Kysely<Database>; tokens: TokenStore },
  body: z.output<typeof signupRequest>,
): Promise<LoginOutcome> {
  if (await findUserByName(deps.db, body.user_name)) return nameTaken();
  const parent = await findUserByName(deps.db, DEFAULT_PARENT_USER_NAME);
  const passwordHash = await hashPassword(body.password);
  let userId: number;
  try {
    userId = await insertUser(deps.db, {
      user_name: body.user_name,
      name: body.name,
      password_hash: passwordHash,
      role: 'customer',
      parent_id: parent?.role === 'admin' ? Number(parent.user_id) : null,
      is_change_password: 0,
      is_signup_user: 1,
      mobile: body.mobile,
      dial_code: body.dial_code,
      country_code: body.country_code,
      totp_secret: null,
      totp_enabled: 0,
      created_at: Date.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) return nameTaken();
    throw error;
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new Error(`user ${userId} vanished after sign-up`);
  return ok(loginData(user, await deps.tokens.issue(userId)), 'Account created.');
}
