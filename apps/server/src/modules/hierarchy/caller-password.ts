import type { FastifyInstance, FastifyReply } from 'fastify';
import { refuse, type Refusal } from '../../http/answer.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { tooManyWrong } from '../auth/secret-checks.ts';
import { findUserById } from '../auth/user-repository.ts';

/**
 * Re-checks the operator's own password before money or credentials move, so a session left
 * open cannot be used for them. Wrong tries count against the same limit as change-password, and
 * past it the answer is HTTP 429, as login's and change-password's are.
 * Answers the refusal, or null when the password is right.
 */
export async function checkCallerPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  userId: number,
  password: string,
): Promise<Refusal | null> {
  const secrets = app.authGuards.secrets;
  if (await secrets.exhausted('password', userId)) return tooManyWrong(reply);
  const caller = await findUserById(app.database.db, userId);
  if (caller && (await verifyPassword(caller.password_hash, password))) return null;
  await secrets.recordWrong('password', userId);
  return refuse('WRONG_PASSWORD', 'Your password is wrong.');
}
