import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Each fancy's result domain (0..max_result runs) and a meter's optional cap on |runs - line|.
 * Runner and bookmaker markets keep null: they have no runs. Existing fancies get 999, the
 * default of every fancy kind when this was written (a migration keeps its own numbers, so a
 * later change of the defaults does not rewrite history).
 */
export function fancyDomainMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('markets').addColumn('max_result', 'integer').execute();
      await db.schema.alterTable('markets').addColumn('meter_cap', 'integer').execute();
      await sql`UPDATE markets SET max_result = 999 WHERE market_type IN ('SESSION', 'KHADO', 'METER', 'ODD_EVEN')`.execute(db);
    },
  };
}
