import type { FastifyReply } from 'fastify';
import { sendOutcome, type ServiceResult } from './answer.ts';

/**
 * The HTTP status of a bet refused for its session (trading/place/account-bet-refusal.ts): the
 * batch read a user lock or a forced password change, and answers as the access check does, so
 * the client logs out (401) or goes to the password screen (403) whichever process caught it.
 */
const SESSION_STATUS: Readonly<Record<string, number>> = { UNAUTHORIZED: 401, PASSWORD_CHANGE_REQUIRED: 403 };

/** sendOutcome for a bet, with the session refusals' status. */
export function sendBetOutcome<T>(reply: FastifyReply, outcome: ServiceResult<T>, message: string) {
  const status = outcome.ok === false ? SESSION_STATUS[outcome.code] : undefined;
  if (status) void reply.code(status);
  return sendOutcome(reply, outcome, message);
}
