import type { Kysely, Migration } from 'kysely';

/**
 * An auto cash-out rule's version (modules/cash-out): new bounds for the rule in force raise it.
 * The batch that fires a rule changes its row only at the version the leader evaluated and still
 * ACTIVE, so a rule cleared or changed meanwhile never fires on what it was.
 */
export function autoCashOutVersionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('auto_cash_outs')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
