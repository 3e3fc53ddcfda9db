import type { z } from 'zod';
import type { changePasswordRequest } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { ok, refuse } from '../../http/answer.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { TOO_MANY_WRONG, type SecretChecks } from './secret-checks.ts';
import type { TokenStore } from './token-store.ts';
import { findUserById, updateUser } from './user-repository.ts';
import { expireLaunchTokens } from '../providers/launch-tokens.ts';

/**
 * Spec section 5 (the shape rules are in the contract schema): the current password must be
 * right; the new one must differ. Clears is_change_password and ends every other session.
 */
export async function changePassword(
  deps: { db: Kysely<Database>; tokens: TokenStore; secrets: SecretChecks },
  caller: { userId: number; token: string },
  body: z.output<typeof changePasswordRequest>,
) {
  if (await deps.secrets.exhausted('password', caller.userId)) return refuse('RATE_LIMITED', TOO_MANY_WRONG);
  const user = await findUserById(deps.db, caller.userId);
  if (!user || !(await verifyPassword(user.password_hash, body.master_password))) {
    await deps.secrets.recordWrong('password', caller.userId);
    return refuse('WRONG_PASSWORD', 'master_password: the current password is wrong.');
  }
  if (body.old_password && body.old_password !== body.master_password) {
    return refuse('WRONG_PASSWORD', 'old_password: the old password is wrong.');
  }
  if (body.new_password === body.master_password) {
    return refuse('PASSWORD_UNCHANGED', 'new_password: must differ from the current password.');
  }
  await updateUser(deps.db, caller.userId, { password_hash: await hashPassword(body.new_password), is_change_password: 0 });
  await deps.tokens.revokeAllExcept(caller.userId, caller.token);
  // Game links are sessions too: one opened by whoever knew the old password must not bet on.
  await expireLaunchTokens(deps.db, caller.userId, Date.now());
  return ok(null, 'Password changed. Other sessions have been signed out.');
}
