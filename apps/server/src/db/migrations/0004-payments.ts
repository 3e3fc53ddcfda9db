import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

export function paymentsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      void db;
      void dialect;
    },
  };
}
