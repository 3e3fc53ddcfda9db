import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { asAuditRecord } from './audit-record.ts';
import { auditTarget, createsTarget, type AuditTarget } from './audit-target.ts';
import { targetSnapshot, type TargetSnapshot } from './target-snapshot.ts';
import { withoutSecrets } from './without-secrets.ts';

const reasonOf = (body: unknown): string | null => {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const reason = fields.remark ?? fields.reason;
  return typeof reason === 'string' ? reason : null;
};

/**
 * The audit row of one operator request, begun before its handler runs (the target's "before"
 * is read then) and written once, after the action succeeded: inside the action's own
 * transaction when the handler offers one (auditIn), else by the wrapper right after it.
 */
export class OperatorAction {
  /** Set once the row is written, so the wrapper does not write it again. */
  recorded = false;
  /** The target named by the handler (retarget), instead of the one the request's ids name. */
  private target: AuditTarget | null = null;
  private linkedActionId: number | null = null;

  private constructor(
    private readonly request: FastifyRequest,
    private readonly path: string,
    private before: TargetSnapshot | null,
  ) {}

  static async begin(request: FastifyRequest, path: string): Promise<OperatorAction> {
    const target = createsTarget(path) ? null : auditTarget(path, request.body);
    const before = target ? await targetSnapshot(request.server.database.db, target) : null;
    return new OperatorAction(request, path, before);
  }

  /**
   * Names what the call acts on when its request does not (an approval acts on the held action's
   * target, not on the approval), reading its "before" now, and links the row to `linkedActionId`
   * (the held request's own row).
   */
  async retarget(db: Kysely<Database>, target: AuditTarget, linkedActionId: number | null): Promise<void> {
    this.target = target;
    this.before = await targetSnapshot(db, target);
    this.linkedActionId = linkedActionId;
  }

  /**
   * Writes the row in `db` (the action's transaction, or the database once it committed) and
   * answers its id; `answerData` names a created target.
   */
  async write(db: Kysely<Database>, answerData?: unknown): Promise<number> {
    const target: AuditTarget | null = this.target ?? auditTarget(this.path, this.request.body, answerData);
    const after = target ? await targetSnapshot(db, target) : null;
    const { user, body, ip } = this.request;
    const row = await db
      .insertInto('operator_actions')
      .values({
        created_at: Date.now(),
        actor_id: user.userId,
        actor_name: user.userName,
        actor_role: user.role,
        action: this.path,
        target_type: target?.type ?? null,
        target_id: target?.id ?? null,
        target_user_id: target?.type === 'user' ? target.id : null,
        target_name: (after ?? this.before)?.name ?? null,
        reason: reasonOf(body),
        ip,
        // The body as the call's schema parsed it (Fastify replaced the raw one), never the raw text.
        request_json: JSON.stringify(asAuditRecord(withoutSecrets(body ?? {}))),
        before_json: this.before ? JSON.stringify(this.before.row) : null,
        after_json: after ? JSON.stringify(after.row) : null,
        linked_action_id: this.linkedActionId,
      })
      .returning('action_id')
      .executeTakeFirstOrThrow();
    this.recorded = true;
    return Number(row.action_id);
  }
}
