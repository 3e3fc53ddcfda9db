import type { z } from 'zod';
import type { loginRequest, LoginData } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSelfExcluded } from '../payments/index.ts';
import { ok, refuse, type Refusal } from '../../http/answer.ts';
import type { LoginGuard } from './login-guard.ts';
import { verifyPassword } from './password-hash.ts';
import type { TokenStore } from './token-store.ts';
import { acceptTotp } from './accept-totp.ts';
import { loginData } from './user-info.ts';
import { findUserByName, userNameKey } from './user-repository.ts';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';

function tooManyFailures(waitMs: number): Refusal {
  const seconds = Math.ceil(waitMs / 1000);
  return refuse(
    'RATE_LIMITED',
    `Too many failed logins from here. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  );
}

export type LoginOutcome = ReturnType<typeof ok<LoginData>> | Refusal;

/**
 * Checks name, password and (when enabled) the TOTP code, then issues a token. `address` is the
 * client's: failures slow that account at that address and that address, never the account
 * everywhere (login-guard.ts). A wrong code counts the same way: whoever has only the password
 * must not be able to lock the owner, who has the device, out of login from anywhere.
 */
export async function login(
  deps: { db: Kysely<Database>; tokens: TokenStore; guard: LoginGuard },
  body: z.output<typeof loginRequest>,
  address: string,
): Promise<LoginOutcome> {
  const key = userNameKey(body.user_name);
  const wait = await deps.guard.waitMs(key, address);
  if (wait > 0) return tooManyFailures(wait);
  const user = await findUserByName(deps.db, body.user_name);
  if (!user || !(await verifyPassword(user.password_hash, body.password))) {
    await deps.guard.recordFailure(key, address);
    return refuse('INVALID_CREDENTIALS', 'Wrong user name or password.');
  }
  if (user.totp_enabled && user.totp_secret) {
    if (!body.totp_code) return refuse('TOTP_REQUIRED', 'Enter the 6-digit code from your authenticator app.');
    if (!(await acceptTotp(deps.db, user, body.totp_code))) {
      await deps.guard.recordFailure(key, address);
      return refuse('TOTP_INVALID', 'The authenticator code is wrong, has expired or was already used.');
    }
  }
  await deps.guard.recordSuccess(key, address);
  // Checked after the password so the answer does not reveal who has excluded themselves.
  if (await isSelfExcluded(deps.db, Number(user.user_id), Date.now())) {
    return refuse('SELF_EXCLUDED', 'Your account is self-excluded. You can log in again when the exclusion period ends.');
  }
  // Locked by an operator above it (admin/user/status): checked after the password, like the exclusion.
  if (Number(user.user_lock) === 1) return refuse('USER_LOCKED', 'Your account is locked. Please contact your upline.');
  const token = await deps.tokens.issue(Number(user.user_id));
  return ok(loginData(user, token), 'Logged in.');
}
