import type { Kysely, Migration } from 'kysely';

/**
 * The address a bet was placed from, for the operator's live bet feed (issue 11, Risk). Written
 * with the bet's own row in the same INSERT, so the bet path gains no statement; null for bets
 * placed before this column and for bets placed by the server itself (seed, simulator).
 */
export function riskBetIpMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('bets').addColumn('ip', 'text').execute();
    },
  };
}
