import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { OperatorAction } from './operator-action.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const inFlight = new WeakMap<FastifyRequest, OperatorAction>();

/**
 * Records the request's audit row inside the action's own transaction `trx`, so the change and
 * its record commit together or not at all. Call it on the success path only, after the writes.
 * A no-op for a request that is not audited.
 */
export async function auditIn(request: FastifyRequest, trx: Kysely<Database>): Promise<void> {
  await inFlight.get(request)?.write(trx);
}

/**
 * Wraps an audited call's handler (isAuditedCall): one audit row per successful call, none for a
 * refusal or an error. A handler that ran its action in one transaction has recorded it there
 * (auditIn); for the rest (the trading batch commits market commands in its own transactions)
 * the row is written right after the action committed. If that write fails the action stands:
 * the failure is logged, the caller still gets the action's answer (a 500 would invite a retry
 * of a change that was made).
 */
export function auditedHandler(path: string, handler: Handler): Handler {
  return async (request, reply) => {
    const action = await OperatorAction.begin(request, path);
    inFlight.set(request, action);
    const answer = await handler(request, reply);
    const { status, data } = answer as { status?: unknown; data?: unknown };
    if (status === true && !action.recorded) {
      await action.write(request.server.database.db, data).catch((error: unknown) => {
        request.log.error({ err: error, call: path }, 'operator audit row not written after the action');
      });
    }
    return answer;
  };
}
