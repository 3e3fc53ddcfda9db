import { sql, type Kysely, type Migration } from 'kysely';
import { bigint } from './column-types.ts';

interface StoredRow {
  action_id: number;
  request_json: string;
  before_json: string | null;
  after_json: string | null;
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A stored JSON column as a JSON object: an object stays as it is, any other value (an array
 * request of admin/settings/setButtons, a string, a number) becomes `{ "value": ... }`, text that
 * is not JSON becomes `{ "value": "<the text>" }`. A JSON null is no snapshot: SQL NULL, or `{}`
 * for a request (what a call without a body records).
 */
function repaired(json: string, nullAs: string | null): string | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return JSON.stringify({ value: json });
  }
  if (value === null) return nullAs;
  return isObject(value) ? json : JSON.stringify({ value });
}

/**
 * The operator audit can no longer be broken by a stored row, and four eyes links its rows:
 * - every operator_actions row whose request, before or after is not a JSON object is rewritten
 *   as above (admin/audit/actions answered 500 for every operator once one such row existed);
 * - operator_actions.linked_action_id: the row an approval's or rejection's row follows from;
 * - approvals.request_action_id: the audit row of the call that filed the request;
 * - an index for admin/audit/actions' target filter.
 */
export function auditRecordsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // Rows written with JSON.stringify of an object start with '{': only the others are read.
      const broken = await sql<StoredRow>`
        SELECT action_id, request_json, before_json, after_json FROM operator_actions
        WHERE request_json NOT LIKE '{%' OR before_json NOT LIKE '{%' OR after_json NOT LIKE '{%'`.execute(db);
      for (const row of broken.rows) {
        const request = repaired(row.request_json, '{}')!;
        const before = row.before_json === null ? null : repaired(row.before_json, null);
        const after = row.after_json === null ? null : repaired(row.after_json, null);
        await sql`UPDATE operator_actions SET request_json = ${request}, before_json = ${before}, after_json = ${after}
          WHERE action_id = ${row.action_id}`.execute(db);
      }
      await db.schema.alterTable('operator_actions').addColumn('linked_action_id', bigint).execute();
      await db.schema.alterTable('approvals').addColumn('request_action_id', bigint).execute();
      await db.schema
        .createIndex('operator_actions_target')
        .on('operator_actions')
        .columns(['target_type', 'target_id', 'action_id'])
        .execute();
    },
  };
}
