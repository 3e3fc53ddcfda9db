import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { withDatabaseMigratedTo } from '../helpers/migrated-to.ts';
import { testDialects } from '../helpers/test-app.ts';

/** [request, before, after] as stored before 0026, and as 0026 leaves them. */
const ROWS: [string, string | null, string | null][] = [
  ['{"user_id":2,"bet_lock":"1"}', '{"bet_lock":0}', '{"bet_lock":1}'],
  ['[{"button_name":"1k","button_value":1000,"type":"Game"}]', '{"site_title":"A"}', '{"site_title":"A"}'],
  ['"x"', '[1,2]', null],
  ['5', 'null', 'not json'],
  ['null', null, '7'],
];
const REPAIRED = [
  [{ user_id: 2, bet_lock: '1' }, { bet_lock: 0 }, { bet_lock: 1 }],
  [{ value: [{ button_name: '1k', button_value: 1000, type: 'Game' }] }, { site_title: 'A' }, { site_title: 'A' }],
  [{ value: 'x' }, { value: [1, 2] }, null],
  [{ value: 5 }, null, { value: 'not json' }],
  [{}, null, { value: 7 }],
];

describe.each(testDialects())('migration 0026 (audit rows as objects) on %s', (dialect) => {
  it('wraps every request, before and after that is not a JSON object, and leaves objects as they are', async () => {
    await withDatabaseMigratedTo(dialect, '0025-ledger-indexes', async (database) => {
      for (const [request, before, after] of ROWS)
        await sql`INSERT INTO operator_actions (created_at, actor_id, actor_name, actor_role, action, ip, request_json, before_json, after_json)
          VALUES (0, 1, 'admin', 'admin', 'admin/settings/setButtons', '127.0.0.1', ${request}, ${before}, ${after})`.execute(database.db);
      await migrateToLatest(database);
      const rows = await database.db
        .selectFrom('operator_actions')
        .select(['request_json', 'before_json', 'after_json', 'linked_action_id'])
        .orderBy('action_id')
        .execute();
      const parse = (json: string | null) => (json === null ? null : JSON.parse(json));
      expect(rows.map((r) => [parse(r.request_json), parse(r.before_json), parse(r.after_json)])).toEqual(REPAIRED);
      // Untouched rows keep their text byte for byte.
      expect(rows[0]!.request_json).toBe(ROWS[0]![0]);
      expect(rows.map((r) => r.linked_action_id)).toEqual([null, null, null, null, null]);
      const approvals = await database.db.selectFrom('approvals').select('request_action_id').execute();
      expect(approvals).toEqual([]);
    });
  });
});
