import { paiseToRupees, type ApprovalRow, type ApprovalStatus } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { inSubtreeOf } from '../hierarchy/subtree-totals.ts';
import { describeAction, type ApprovalAction } from './approval-action.ts';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/**
 * One page of the requests `caller` may see: every one for an admin; for a master or agent its
 * own and those about a user of its downline. Pending first, then decided; newest first in each.
 */
export async function listApprovals(
  db: Kysely<Database>,
  caller: AuthUser,
  filter: { status?: ApprovalStatus | undefined; page: number; limit: number },
): Promise<{ rows: ApprovalRow[]; total: number }> {
  let query = db.selectFrom('approvals');
  if (caller.role !== 'admin')
    query = query.where((eb) =>
      eb.or([
        eb('approvals.requested_by', '=', caller.userId),
        sql<boolean>`approvals.target_user_id IN (SELECT users.user_id FROM users WHERE ${inSubtreeOf(caller.userId)})`,
      ]),
    );
  if (filter.status) query = query.where('approvals.status', '=', filter.status);
  const count = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('users as requester', 'requester.user_id', 'approvals.requested_by')
    .leftJoin('users as decider', 'decider.user_id', 'approvals.decided_by')
    .leftJoin('users as target', 'target.user_id', 'approvals.target_user_id')
    .selectAll('approvals')
    .select(['requester.user_name as requester_name', 'decider.user_name as decider_name', 'target.user_name as target_name'])
    .orderBy(sql`CASE WHEN approvals.status = 'PENDING' THEN 0 ELSE 1 END`)
    .orderBy('approvals.approval_id', 'desc')
    .limit(filter.limit)
    .offset((filter.page - 1) * filter.limit)
    .execute();
  return {
    total: Number(count.n),
    rows: rows.map((r) => {
      const requestedBy = Number(r.requested_by);
      return {
        approval_id: Number(r.approval_id),
        kind: r.kind,
        status: r.status,
        summary: describeAction(JSON.parse(r.action_json) as ApprovalAction, r.target_name),
        market_id: r.market_id === null ? null : Number(r.market_id),
        target_user_id: r.target_user_id === null ? null : Number(r.target_user_id),
        target_user_name: r.target_name,
        amount: r.amount === null ? null : paiseToRupees(Number(r.amount)),
        requested_by: r.requester_name ?? String(requestedBy),
        requested_at: iso(Number(r.requested_at))!,
        decided_by: r.decider_name,
        decided_at: iso(r.decided_at === null ? null : Number(r.decided_at)),
        result_code: r.result_code,
        result_message: r.result_message,
        // A non-admin sees only chips about its downline besides its own requests: those it may approve.
        can_approve: r.status === 'PENDING' && requestedBy !== caller.userId && (caller.role === 'admin' || r.kind === 'CHIPS'),
      };
    }),
  };
}
