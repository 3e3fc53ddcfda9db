import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/**
 * The operator audit (modules/operator-audit): one row per successful operator change, with the
 * caller, the call, the request (secrets removed), the target's row before and after as JSON, the
 * reason and the address. Indexed for the console's filters: newest first overall, per target
 * user (the downline scope), per actor and per call.
 */
export function operatorActionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('operator_actions'), dialect, 'action_id')
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('actor_id', bigint, (c) => c.notNull())
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text')
        .addColumn('target_id', bigint)
        .addColumn('target_user_id', bigint)
        .addColumn('target_name', 'text')
        .addColumn('reason', 'text')
        .addColumn('ip', 'text', (c) => c.notNull())
        .addColumn('request_json', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .execute();
      await db.schema.createIndex('operator_actions_target_user').on('operator_actions').columns(['target_user_id', 'action_id']).execute();
      await db.schema.createIndex('operator_actions_actor').on('operator_actions').columns(['actor_id', 'action_id']).execute();
      await db.schema.createIndex('operator_actions_action').on('operator_actions').columns(['action', 'action_id']).execute();
      await db.schema.createIndex('operator_actions_created').on('operator_actions').column('created_at').execute();
    },
  };
}
