import type { z } from 'zod';
import type { loginRequest, LoginData } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isSelfExcluded } from '../payments/index.ts';
import { ok, refuse, type Refusal } from '../../http/answer.ts';
import type { LoginAttemptLimiter } from './login-attempt-limiter.ts';
import { verifyPassword } from './password-hash.ts';
import type { TokenStore } from './token-store.ts';
import { isValidTotp } from './totp.ts';
import { loginData } from './user-info.ts';
import { findUserByName, userNameKey } from './user-repository.ts';

export const TOO_MANY_LOGINS = 'Too many login attempts. Please wait a few minutes and try again.';

export type LoginOutcome = ReturnType<typeof ok<LoginData>> | Refusal;

/** Checks name, password and (when enabled) the TOTP code, then issues a token. */
export async function login(
  deps: { db: Kysely<Database>; tokens: TokenStore; limiter: LoginAttemptLimiter },
  body: z.output<typeof loginRequest>,
): Promise<LoginOutcome> {
  const key = userNameKey(body.user_name);
  if (deps.limiter.isBlocked(key)) return refuse('RATE_LIMITED', TOO_MANY_LOGINS);
  const user = await findUserByName(deps.db, body.user_name);
  if (!user || !(await verifyPassword(user.password_hash, body.password))) {
    deps.limiter.recordFailure(key);
    return refuse('INVALID_CREDENTIALS', 'Wrong user name or password.');
  }
  if (user.totp_enabled && user.totp_secret) {
    if (!body.totp_code) return refuse('TOTP_REQUIRED', 'Enter the 6-digit code from your authenticator app.');
    if (!(await isValidTotp(user.totp_secret, body.totp_code))) {
      deps.limiter.recordFailure(key);
      return refuse('TOTP_INVALID', 'The authenticator code is wrong or has expired.');
    }
  }
  // Checked after the password so the answer does not reveal who has excluded themselves.
  if (await isSelfExcluded(deps.db, Number(user.user_id), Date.now())) {
    return refuse('SELF_EXCLUDED', 'Your account is self-excluded. You can log in again when the exclusion period ends.');
  }
  const token = await deps.tokens.issue(Number(user.user_id));
  return ok(loginData(user, token), 'Logged in.');
}
