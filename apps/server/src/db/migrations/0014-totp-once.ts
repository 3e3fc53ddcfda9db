import type { Kysely, Migration } from 'kysely';
import { bigint } from './column-types.ts';

/**
 * The 30-second step of the last TOTP code each user had accepted: a code is accepted once, so
 * one seen over a shoulder or in a log cannot be replayed within its window. Kept in the
 * database so it holds across server processes.
 */
export function totpOnceMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('totp_last_step', bigint).execute();
    },
  };
}
