import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/create-database.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import type { Database } from '../../src/db/schema.ts';
import { TokenStore } from '../../src/modules/auth/token-store.ts';
import { insertBareCustomer } from '../../src/modules/auth/user-repository.ts';

// The bet path checks a token on every request: a token verified a moment ago is answered from
// memory (no hash, no read), and a revoke in this process still ends it at once. On SQLite a miss
// reads through a statement prepared once on the raw connection, as the server's store does.
describe('token checks on the hot path', () => {
  let dataDir: string;
  let database: AppDatabase;
  let reads = 0;
  let tokens: TokenStore;
  let userId: number;
  let counted: Kysely<Database>;
  let connection: SqliteDatabase.Database;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bx-token-cache-'));
    database = await createDatabase({ dataDir });
    await migrateToLatest(database);
    userId = await insertBareCustomer(database.db, 'cached');
    // A connection of its own to the same file that counts every statement run on it.
    connection = new SqliteDatabase(database.sqlite!.name, { verbose: () => reads++ });
    counted = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
    tokens = new TokenStore(counted);
  });
  afterAll(async () => {
    await counted?.destroy();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers a token verified within the last second without reading the database, and reads again after it', async () => {
    const now = 1_000_000;
    const token = await tokens.issue(userId, now);
    reads = 0;
    expect(await tokens.verify(token, now)).toMatchObject({ userId });
    expect(reads).toBe(1);
    for (let i = 0; i < 100; i++) expect(await tokens.verify(token, now + 999)).toMatchObject({ userId });
    expect(reads).toBe(1);
    expect(await tokens.verify(token, now + 1000)).toMatchObject({ userId });
    expect(reads).toBe(2);
  });

  it('ends a remembered token at once when it is revoked in this process', async () => {
    const now = 2_000_000;
    const token = await tokens.issue(userId, now);
    expect(await tokens.verify(token, now)).toMatchObject({ userId });
    await tokens.revoke(token, now + 1);
    expect(await tokens.verify(token, now + 2)).toBeNull();
  });

  it('does not remember an unknown token: each check of it reads the database', async () => {
    reads = 0;
    expect(await tokens.verify('no-such-token', 3_000_000)).toBeNull();
    expect(await tokens.verify('no-such-token', 3_000_000)).toBeNull();
    expect(reads).toBe(2);
  });

  it('waits for a Kysely transaction open on its connection instead of reading its uncommitted writes', async () => {
    const now = 4_000_000;
    const token = await tokens.issue(userId, now);
    const trx = await counted.startTransaction().execute();
    await trx.updateTable('auth_tokens').set({ revoked_at: now }).where('user_id', '=', userId).execute();
    let answered = false;
    const check = tokens.verify(token, now + 1).then((user) => {
      answered = true;
      return user;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(answered).toBe(false);
    // Rolled back: the token was never revoked, and the check that waited sees it live.
    await trx.rollback().execute();
    expect(await check).toMatchObject({ userId });
  });
});
