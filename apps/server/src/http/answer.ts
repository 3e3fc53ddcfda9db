import type { FastifyReply } from 'fastify';

/**
 * The one way a route answers (the spec's envelope `{ status, message, data }`): success with
 * data, a business refusal with a stable code (HTTP 200, nothing changed), a page of rows, or a
 * service's result as either.
 */

/** Success: the call's data and a message for the customer. */
export function ok<T>(data: T, message = ''): { status: true; message: string; data: T } {
  return { status: true, message, data };
}

/** A business refusal: HTTP 200, nothing changed, a stable UPPER_SNAKE code; `extra` adds fields the answer declares (a bet's new quote). */
export function refuse<E extends object = object>(
  code: string,
  message: string,
  extra?: E,
): { status: false; message: string; code: string; data: null } & E {
  return { status: false, message, code, data: null, ...(extra as E) };
}

export type Refusal = ReturnType<typeof refuse>;

/** The family's paged data: one page of rows, the total across all pages, the page size. */
export function paged<T>(rows: T[], totalCount: number, limit: number): { data: T[]; total: { total_count: number }; limit: number } {
  return { data: rows, total: { total_count: totalCount }, limit };
}

/** A quote a refused bet carries (RATE_CHANGED / RUN_CHANGED), as the contract's currentQuote. */
interface Quote {
  run: number | null;
  rate: number;
}

/** What a service decides: data (with an optional message of its own), a refusal, or "not yet" (a bet still waiting for its batch). */
export type ServiceResult<T> =
  { ok: true; data: T; message?: string } | { ok: false; code: string; message: string; quote?: Quote } | { ok: 'defer' };

/**
 * A service's result as the answer. Bets' commands type their data only as a record: it is
 * checked against the call's answer schema when serialized, so it is passed through untyped.
 */
export function fromOutcome<T>(outcome: ServiceResult<T>, message: string) {
  type Data = Record<string, unknown> extends T ? never : T;
  if (outcome.ok === true) return ok(outcome.data as Data, outcome.message ?? message);
  if (outcome.ok === false) return refuse(outcome.code, outcome.message, outcome.quote ? { quote: outcome.quote } : {});
  return refuse('TRY_AGAIN', 'Your bet could not be placed. Please try again.');
}

/**
 * A bet's outcome as the answer; OUTCOME_UNKNOWN (its commit could not be confirmed) goes out as
 * HTTP 503, so clients and proxies that read only the status retry with the same client_ref and
 * never take it for "not placed".
 */
export function sendOutcome<T>(reply: FastifyReply, outcome: ServiceResult<T>, message: string) {
  if (outcome.ok === false && outcome.code === 'OUTCOME_UNKNOWN') void reply.code(503);
  return fromOutcome(outcome, message);
}
