import { sql, type CreateTableBuilder } from 'kysely';
import type { DialectName } from '../dialect.ts';

/** An auto-increment integer primary key in either dialect. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: DialectName,
  name: string,
): CreateTableBuilder<T, string> {
  return dialect === 'postgres'
    ? table.addColumn(name, 'bigserial', (c) => c.primaryKey())
    : table.addColumn(name, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** 64-bit integers: paise and epoch milliseconds. */
export const bigint = sql`bigint`;
