import type { FastifyReply } from 'fastify';
import { OUTCOME_UNKNOWN, type Outcome } from '../shared/commands.ts';

/** An outcome as the envelope: data on success, a business rejection (HTTP 200, status false, code) otherwise. */
export function outcomeReply(outcome: Outcome, message: string) {
  if (outcome.ok === true) return { status: true as const, message, data: outcome.data as never };
  if (outcome.ok === false) {
    return { status: false as const, message: outcome.message, code: outcome.code, data: null, ...(outcome.quote ? { quote: outcome.quote } : {}) };
  }
  return { status: false as const, message: 'Your bet could not be placed. Please try again.', code: 'TRY_AGAIN', data: null };
}

/**
 * Sends an outcome; OUTCOME_UNKNOWN goes out as HTTP 503, so clients and proxies that only
 * look at the status see a failure to retry (with the same client_ref), never "not placed".
 */
export function sendOutcome(reply: FastifyReply, outcome: Outcome, message: string) {
  const body = outcomeReply(outcome, message);
  if (outcome.ok === false && outcome.code === OUTCOME_UNKNOWN) void reply.code(503);
  return body;
}

/** A business rejection built in a route (before any command runs). */
export function rejection(code: string, message: string) {
  return { status: false as const, message, code, data: null };
}
