import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  PostgresIntrospector,
  sql,
  type DatabaseMetadataOptions,
  type Kysely,
  type TableMetadata,
} from 'kysely';

interface ColumnRow {
  table: string;
  schema: string;
  table_type: string;
  column: string;
  not_null: boolean;
  has_default: boolean;
  type: string;
  type_schema: string;
  column_description: string | null;
  auto_incrementing: string | null;
}

/**
 * Kysely's PostgreSQL introspector lists the tables of every schema the role may use, naming each
 * schema as it goes (has_schema_privilege, pg_get_serial_sequence); a schema another process drops
 * mid-scan (a neighbouring tenant, a parallel test file) fails the whole listing with 3F000. This
 * one lists only the schemas on the connection's search path, ours, which nobody drops under us.
 * Its caller is the migrator (migrateToLatest, and pendingMigrations for /api/ready), asking
 * whether its own tables exist.
 */
export class OwnSchemaIntrospector extends PostgresIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's introspector takes any database
  constructor(private readonly database: Kysely<any>) {
    super(database);
  }

  override async getTables(options: DatabaseMetadataOptions = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      SELECT c.relname AS table, ns.nspname AS schema, c.relkind AS table_type, a.attname AS column,
             a.attnotnull AS not_null, a.atthasdef AS has_default, typ.typname AS type,
             dtns.nspname AS type_schema, col_description(a.attrelid, a.attnum) AS column_description,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname) AS auto_incrementing
      FROM pg_catalog.pg_attribute a
      JOIN pg_catalog.pg_class c ON a.attrelid = c.oid
      JOIN pg_catalog.pg_namespace ns ON c.relnamespace = ns.oid
      JOIN pg_catalog.pg_type typ ON a.atttypid = typ.oid
      JOIN pg_catalog.pg_namespace dtns ON typ.typnamespace = dtns.oid
      WHERE ns.nspname = ANY (current_schemas(false))
        AND c.relkind IN ('r', 'v', 'p')
        AND a.attnum >= 0 AND NOT a.attisdropped
        AND (${options.withInternalKyselyTables ?? false} OR c.relname NOT IN (${DEFAULT_MIGRATION_TABLE}, ${DEFAULT_MIGRATION_LOCK_TABLE}))
      ORDER BY ns.nspname, c.relname, a.attnum`.execute(this.database);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      const key = `${row.schema}.${row.table}`;
      let table = tables.get(key);
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] };
        tables.set(key, table);
      }
      (table.columns as TableMetadata['columns'][number][]).push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing !== null,
        ...(row.column_description === null ? {} : { comment: row.column_description }),
      });
    }
    return [...tables.values()];
  }
}
