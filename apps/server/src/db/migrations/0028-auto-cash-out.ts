import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

/**
 * Auto cash out (modules/cash-out): a customer's profit target and/or loss limit per market, in
 * paise, evaluated by the leader as the book moves. At most one ACTIVE rule per customer and
 * market (a partial unique index); a rule that FIRED keeps its value and bets, one that ENDED
 * (position or market gone) stays for the customer's list.
 */
export function autoCashOutMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('auto_cash_outs'), dialect, 'rule_id')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('market_id', bigint, (c) => c.notNull())
        .addColumn('match_id', bigint, (c) => c.notNull())
        .addColumn('profit_target', bigint)
        .addColumn('loss_limit', bigint)
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('fired_value', bigint)
        .addColumn('bet_ids_json', 'text')
        .addColumn('created_at', bigint, (c) => c.notNull())
        .addColumn('ended_at', bigint)
        .addCheckConstraint('auto_cash_outs_status', sql`status IN ('ACTIVE', 'FIRED', 'ENDED')`)
        .addCheckConstraint('auto_cash_outs_bound', sql`profit_target > 0 OR loss_limit > 0`)
        .execute();
      await db.schema
        .createIndex('auto_cash_outs_one_active')
        .on('auto_cash_outs')
        .columns(['user_id', 'market_id'])
        .unique()
        .where(sql.ref('status'), '=', 'ACTIVE')
        .execute();
      await db.schema.createIndex('auto_cash_outs_status_market').on('auto_cash_outs').columns(['status', 'market_id']).execute();
      await db.schema.createIndex('auto_cash_outs_user').on('auto_cash_outs').columns(['user_id', 'rule_id']).execute();
    },
  };
}
