import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { cachedStatements } from './cached-statements.ts';
import type { DialectName } from './dialect.ts';
import { prepareNamedStatements } from './postgres-named-statements.ts';
import { RetryingPostgresDialect } from './retrying-postgres-dialect.ts';
import type { Database } from './schema.ts';
import { sqliteRuntimeProblem } from './sqlite-runtime.ts';

export interface AppDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The raw SQLite handle, for prepared statements on the hot path (undefined on PostgreSQL). */
  sqlite?: SqliteDatabase.Database;
  /** The PostgreSQL pool (undefined on SQLite). */
  pool?: pg.Pool;
  /** The PostgreSQL schema this connection works in, when not the default. */
  pgSchema?: string;
  /**
   * Which data this is, the same in every process that opens it: the SQLite file's absolute path,
   * or PostgreSQL's database and schema. Processes sharing Redis keep apart by it.
   */
  identity: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL selects PostgreSQL; otherwise SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL schema to work in (tests give each file its own). */
  pgSchema?: string;
  sqliteFileName?: string;
  /**
   * PostgreSQL: told of every connection the server or the network dropped (the pool replaces
   * it); default a warning on stderr.
   */
  onConnectionError?: (error: Error) => void;
}

// int8 (bigint) holds paise; our amounts stay far below 2^53, so a JS number is exact.
pg.types.setTypeParser(20, (v) => Number(v));

/** Opens the embedded SQLite file or a PostgreSQL pool behind one Kysely instance. */
export async function createDatabase(options: DatabaseOptions): Promise<AppDatabase> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pgSchema, options.onConnectionError ?? warnConnectionLost);
  const problem = sqliteRuntimeProblem(process.versions.node);
  if (problem) throw new Error(problem);
  mkdirSync(options.dataDir, { recursive: true });
  const file = resolve(options.dataDir, options.sqliteFileName ?? 'exchange.sqlite');
  const sqlite = new SqliteDatabase(file);
  // Pages of 2 KiB, not 4 (a new file only; an existing one keeps its size). Most pages a bet
  // batch writes are scattered index leaves (a customer's bets, a market's), each a WAL frame of
  // a whole page: halving the page cut COMMIT from 10.8 to 8.8 µs a bet in-process (64 customers,
  // 16 markets, batches of 25); 1 KiB gained no more, 8 KiB lost 1 µs.
  sqlite.pragma('page_size = 2048');
  sqlite.pragma('journal_mode = WAL');
  // Money: a commit is on disk before anyone is told "placed".
  sqlite.pragma('synchronous = FULL');
  // The foreign keys of migration 0005 hold only on a connection that enforces them: better-sqlite3's
  // build turns them on, plain SQLite does not, so every connection says so itself.
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A multi-row INSERT inside a batch keeps a statement journal (to undo just that statement).
  // With the default temp store it spills to a temporary file once past 64 KiB: a file created,
  // written and unlinked in nearly every group-commit batch (strace: about 150 of a batch's 360
  // pwrite calls, and an open, close, unlink and two access calls). In memory it costs a copy.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cachedStatements(sqlite) }) });
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    identity: `sqlite:${file}`,
    close: async () => {
      await db.destroy();
    },
  };
}

/**
 * The database's name and the schema the connections work in (given, or set by the URL as
 * `options=-c search_path=...`, as a test's child process gets it). Not the host: processes of one
 * deployment may spell it differently (localhost, 127.0.0.1), and they must still share one
 * namespace; never credentials.
 */
function postgresIdentity(url: string, schema: string | undefined): string {
  const { pathname, searchParams } = new URL(url);
  const searchPath = /search_path\s*=\s*([^\s,]+)/.exec(searchParams.get('options') ?? '')?.[1];
  return `postgres:${decodeURIComponent(pathname.slice(1))}/${schema ?? searchPath ?? 'public'}`;
}

function warnConnectionLost(error: Error): void {
  console.warn(`database connection lost: ${error.message}`);
}

async function openPostgres(url: string, schema: string | undefined, onConnectionError: (error: Error) => void): Promise<AppDatabase> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema.replace(/"/g, '')}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    // A peer that vanished without a FIN is found by TCP keep-alive, not by waiting forever.
    keepAlive: true,
  });
  // Without these a dropped connection is an unhandled 'error' event, which ends the process.
  // pg-pool drops a broken client when it is idle or released; the query it was running rejects
  // and its caller decides (a batch looks up its marker, see modules/bets/batch-marker.ts).
  pool.on('connect', (client) => {
    client.on('error', onConnectionError);
    prepareNamedStatements(client);
  });
  // An idle client's error reaches the pool too, already reported by the listener above.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new RetryingPostgresDialect({ pool }) });
  return {
    db,
    dialect: 'postgres',
    pool,
    pgSchema: schema,
    identity: postgresIdentity(url, schema),
    close: async () => {
      await db.destroy();
    },
  };
}
