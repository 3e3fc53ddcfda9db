import type { z } from 'zod';
import type { approvalDecideRequest } from '@bx/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { ok, refuse, sendOutcome } from '../../http/answer.ts';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { findUserById } from '../auth/user-repository.ts';
import { checkCallerPassword } from '../hierarchy/caller-password.ts';
import { userInDownline } from '../hierarchy/downline-scope.ts';
import { auditAs, auditIn } from '../operator-audit/audited-handler.ts';
import { OUTCOME_UNKNOWN } from '../trading/shared/commands.ts';
import { approvalTarget, type ApprovalAction } from './approval-action.ts';
import { runApprovalAction } from './run-approval-action.ts';

type Decision = z.output<typeof approvalDecideRequest>;

/**
 * Whether `approver` has authority over what the action touches: results are global, so a
 * rollback or a house credit needs an admin; chips need the child in the approver's downline.
 */
async function mayDecide(db: Kysely<Database>, approver: AuthUser, action: ApprovalAction): Promise<boolean> {
  if (action.kind === 'CHIPS') return (await userInDownline(db, approver, action.childId)) !== null;
  return approver.role === 'admin';
}

/**
 * Approves or rejects a pending request. Exactly once: the conditional update PENDING -> decided
 * lets one decision through, so two approvers clicking at once run the action once (the other is
 * told ALREADY_DECIDED). The claim commits before the action runs: a crash in between leaves the
 * request APPROVED without a result (never run twice), to be asked again.
 */
export async function decideApproval(app: FastifyInstance, reply: FastifyReply, approver: AuthUser, b: Decision) {
  const db = app.database.db;
  const row = await db.selectFrom('approvals').selectAll().where('approval_id', '=', b.approval_id).executeTakeFirst();
  if (!row) return refuse('APPROVAL_NOT_FOUND', 'No such approval request.');
  const action = JSON.parse(row.action_json) as ApprovalAction;
  if (!(await mayDecide(db, approver, action))) {
    void reply.code(403);
    return refuse('FORBIDDEN', 'This request is outside your authority.');
  }
  if (row.status !== 'PENDING') return refuse('ALREADY_DECIDED', `This request is already ${row.status.toLowerCase()}.`);
  const requestedBy = Number(row.requested_by);
  if (b.decision === 'APPROVE' && requestedBy === approver.userId)
    return refuse('SAME_OPERATOR', 'You made this request: a second operator must approve it.');
  const wrong = await checkCallerPassword(app, reply, approver.userId, b.password);
  if (wrong) return wrong;

  const claimed = await db
    .updateTable('approvals')
    .set({ status: b.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED', decided_by: approver.userId, decided_at: Date.now() })
    .where('approval_id', '=', b.approval_id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return refuse('ALREADY_DECIDED', 'Another operator decided this request first.');
  // The decision's audit row is the approver's action on the held action's own target (its state
  // now as "before"), linked to the row of the call that filed it. A rejection changes nothing:
  // its row's after equals its before.
  const requestActionId = row.request_action_id === null ? null : Number(row.request_action_id);
  await auditAs(reply.request, approvalTarget(action), requestActionId);
  if (b.decision === 'REJECT')
    return ok({ approval_id: b.approval_id, status: 'REJECTED' as const, result: null }, 'Rejected: nothing changed.');

  // Users are never deleted: the requester is there to act for.
  const requester = (await findUserById(db, requestedBy))!;
  // A money move records the row in its own transaction; a rollback's is written once it committed.
  const outcome = await runApprovalAction(app, action, { userId: requestedBy, role: requester.role }, (trx) => auditIn(reply.request, trx));
  if (outcome.ok === true) {
    await db.updateTable('approvals').set({ result_code: 'OK' }).where('approval_id', '=', b.approval_id).execute();
    return ok({ approval_id: b.approval_id, status: 'APPROVED' as const, result: outcome.data }, 'Approved: done.');
  }
  if (outcome.ok === false) {
    // Refused by the action itself: nothing changed, the request is closed. An unknown commit stays APPROVED.
    const status = outcome.code === OUTCOME_UNKNOWN ? 'APPROVED' : 'FAILED';
    await db
      .updateTable('approvals')
      .set({ status, result_code: outcome.code, result_message: outcome.message })
      .where('approval_id', '=', b.approval_id)
      .execute();
  }
  return sendOutcome(reply, outcome, '');
}
