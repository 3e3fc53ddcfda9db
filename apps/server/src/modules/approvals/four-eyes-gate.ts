import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ok, sendOutcome } from '../../http/answer.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { auditRowIn } from '../operator-audit/audited-handler.ts';
import { approvalColumns, isRollback, type ApprovalAction } from './approval-action.ts';
import { needsApproval, readFourEyes } from './four-eyes-setting.ts';
import { runApprovalAction } from './run-approval-action.ts';

const WAITING = 'Waiting for a second operator: nothing changes until another operator approves it (Approvals).';

/**
 * Files a request for `action`, with the filing call's audit row in the same transaction: the
 * request keeps that row's id, which its decision's row links. A rollback already waiting for
 * the same market is that request: a second click files nothing new.
 */
async function fileRequest(db: Kysely<Database>, request: FastifyRequest, caller: AuthUser, action: ApprovalAction): Promise<number> {
  const columns = approvalColumns(action);
  if (isRollback(action)) {
    const waiting = await db
      .selectFrom('approvals')
      .select('approval_id')
      .where('kind', '=', columns.kind)
      .where('market_id', '=', columns.market_id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (waiting) return Number(waiting.approval_id);
  }
  return db.transaction().execute(async (trx) => {
    const actionId = await auditRowIn(request, trx);
    const row = await trx
      .insertInto('approvals')
      .values({
        ...columns,
        status: 'PENDING',
        action_json: JSON.stringify(action),
        requested_by: caller.userId,
        requested_at: Date.now(),
        request_action_id: actionId ?? null,
      })
      .returning('approval_id')
      .executeTakeFirstOrThrow();
    return Number(row.approval_id);
  });
}

/**
 * The answer of an operator call four eyes may hold: when the rules hold `action` back, a pending
 * request (status true, nothing changed yet); otherwise the action's own answer, run now.
 * Call it after every check of the request (scope, password), so only a valid action waits.
 */
export async function runUnlessHeld(
  app: FastifyInstance,
  reply: FastifyReply,
  caller: AuthUser,
  action: ApprovalAction,
  message: string,
  onMoved?: Parameters<typeof runApprovalAction>[3],
) {
  if (needsApproval(await readFourEyes(app.database.db), action)) {
    const approvalId = await fileRequest(app.database.db, reply.request, caller, action);
    return ok({ approval_id: approvalId, status: 'PENDING' as const }, WAITING);
  }
  return sendOutcome(reply, await runApprovalAction(app, action, caller, onMoved), message);
}
