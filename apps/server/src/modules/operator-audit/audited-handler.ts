import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuditTarget } from './audit-target.ts';
import { OperatorAction } from './operator-action.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

const inFlight = new WeakMap<FastifyRequest, OperatorAction>();

/**
 * Records the request's audit row inside the action's own transaction `trx`, so the change and
 * its record commit together or not at all. Call it on the success path only, after the writes.
 * Answers the row's id; a no-op (undefined) for a request that is not audited.
 */
export async function auditRowIn(request: FastifyRequest, trx: Kysely<Database>): Promise<number | undefined> {
  return inFlight.get(request)?.write(trx);
}

/** auditRowIn for a callback that answers nothing (a money move's onMoved). */
export async function auditIn(request: FastifyRequest, trx: Kysely<Database>): Promise<void> {
  await auditRowIn(request, trx);
}

/**
 * Names the target of an audited request whose body does not name it (an approval: the held
 * action's market or user), with its state now as the row's "before", and the row it follows
 * from. Call it before the action changes the target. A no-op for a request that is not audited.
 */
export async function auditAs(request: FastifyRequest, target: AuditTarget, linkedActionId: number | null): Promise<void> {
  await inFlight.get(request)?.retarget(request.server.database.db, target, linkedActionId);
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
