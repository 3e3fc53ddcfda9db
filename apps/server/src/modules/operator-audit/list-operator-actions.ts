import { DAY_MS, istDayStart, type AuditAction, type auditActionsRequest } from '@bx/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { inSubtreeOf } from '../hierarchy/subtree-totals.ts';
import { asAuditRecord } from './audit-record.ts';
import { snapshotInApiUnits } from './snapshot-in-api-units.ts';

type ActionsQuery = z.output<typeof auditActionsRequest>;
type Actions = ExpressionBuilder<Database, 'operator_actions'>;

/**
 * A stored JSON column as the answer's object, whatever the row holds: one bad row must not make
 * the audit unreadable for every operator (migration 0026 repaired the old ones; this keeps it so).
 * Null (or JSON null) is no snapshot; text that is not JSON is shown under `value`.
 */
function stored(json: string | null): Record<string, unknown> | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value === null ? null : asAuditRecord(value);
  } catch {
    return { value: json };
  }
}

/**
 * The rows a caller may read: an admin all of them; a master or agent its own actions and those
 * on users of its downline (whoever made them: an admin's lock of its customer concerns it).
 */
function visibleTo(caller: AuthUser) {
  return (eb: Actions) =>
    caller.role === 'admin'
      ? eb.lit(true)
      : eb.or([
          eb('operator_actions.actor_id', '=', caller.userId),
          eb('operator_actions.target_user_id', 'in', eb.selectFrom('users').select('users.user_id').where(inSubtreeOf(caller.userId))),
        ]);
}

/** One page of the audit, newest first, with the filters of admin/audit/actions (the user already checked to be in scope). */
export async function listOperatorActions(db: Kysely<Database>, caller: AuthUser, q: ActionsQuery) {
  let query = db.selectFrom('operator_actions').where(visibleTo(caller));
  if (q.user_id !== undefined) {
    const userId = q.user_id;
    query = query.where((eb) => eb.or([eb('actor_id', '=', userId), eb('target_user_id', '=', userId)]));
  }
  if (q.action) query = query.where('action', '=', q.action);
  if (q.target_type) query = query.where('target_type', '=', q.target_type);
  if (q.target_id !== undefined) query = query.where('target_id', '=', q.target_id);
  if (q.from_date) query = query.where('created_at', '>=', istDayStart(q.from_date));
  if (q.to_date) query = query.where('created_at', '<', istDayStart(q.to_date) + DAY_MS);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('action_id', 'desc')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data: AuditAction[] = rows.map((r) => ({
    action_id: Number(r.action_id),
    created_at: new Date(Number(r.created_at)).toISOString(),
    actor_id: Number(r.actor_id),
    actor_name: r.actor_name,
    actor_role: r.actor_role,
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id === null ? null : Number(r.target_id),
    target_name: r.target_name,
    reason: r.reason,
    ip: r.ip,
    request: stored(r.request_json) ?? {},
    before: snapshotInApiUnits(stored(r.before_json)),
    after: snapshotInApiUnits(stored(r.after_json)),
    linked_action_id: r.linked_action_id === null ? null : Number(r.linked_action_id),
  }));
  return { rows: data, total: Number(count.n) };
}
