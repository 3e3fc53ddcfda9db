import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../../src/modules/auth/login-guard.ts';
import { createDatabase } from '../../src/db/create-database.ts';
import { redisNamespace } from '../../src/redis/open-redis.ts';
import { loginAs, nextAddress } from '../auth/login-as.ts';
import { createTestApp, urlWithSchema, type TestContext } from '../helpers/test-app.ts';

describe('the Redis namespace of a deployment', () => {
  it('is the same for every process over the same data, and differs between databases and schemas', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bx-namespace-'));
    const [first, second] = [await createDatabase({ dataDir }), await createDatabase({ dataDir })];
    const other = await createDatabase({ dataDir, sqliteFileName: 'other.sqlite' });
    try {
      expect(redisNamespace(first.identity)).toBe(redisNamespace(second.identity));
      expect(redisNamespace(first.identity)).not.toBe(redisNamespace(other.identity));
      expect(redisNamespace(first.identity)).toMatch(/^bx:[0-9a-f]{16}:$/);
    } finally {
      for (const database of [first, second, other]) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'keeps PostgreSQL schemas apart, joins one schema however it is reached, and leaves credentials out',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      // Trust authentication here ignores the password; the identity must not carry it.
      url.password = 'secret-1';
      const [nameA, nameB] = [`ns_a_${process.pid}`, `ns_b_${process.pid}`];
      const open = (at: string, pgSchema?: string) => createDatabase({ databaseUrl: at, dataDir: '/nonexistent', pgSchema });
      const [plain, schemaA, schemaB] = [await open(url.toString()), await open(url.toString(), nameA), await open(url.toString(), nameB)];
      // The same schema as a child process gets it (in the URL), and through another spelling of the host.
      const otherHost = new URL(url);
      otherHost.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      const sameA = [await open(urlWithSchema(url.toString(), nameA)), await open(otherHost.toString(), nameA)];
      const all = [plain, schemaA, schemaB, ...sameA];
      try {
        expect(new Set([plain, schemaA, schemaB].map((database) => database.identity)).size).toBe(3);
        for (const database of sameA) expect(database.identity).toBe(schemaA.identity);
        for (const database of all) expect(database.identity).not.toMatch(/secret-1/);
      } finally {
        for (const schema of [nameA, nameB]) await plain.pool?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        for (const database of all) await database.close();
      }
    },
  );
});

// Two deployments on one Redis (here two SQLite servers, as the browser walks start them): one's
// failed logins from an address must not slow the other's customers at that address.
describe.runIf(Boolean(process.env.REDIS_URL))('two deployments sharing one Redis', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.REDIS_URL! };
    [a, b] = [await createTestApp('sqlite', { env }), await createTestApp('sqlite', { env })];
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('count failed logins apart', async () => {
    const address = nextAddress();
    const attempt = (on: TestContext, password: string, user_name = 'demo') =>
      on.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name, password }, remoteAddress: address });
    // A spray over many accounts on A, past the address's free failures.
    for (let i = 0; i <= ADDRESS.free; i++) await attempt(a, 'wrong-pass1', `nobody${i}`);
    expect((await attempt(a, 'demo1234')).statusCode).toBe(429);
    expect((await attempt(b, 'demo1234')).json().status).toBe(true);
    // B's sessions still work as usual.
    expect((await loginAs(b.app, 'demo')).token).toBeTruthy();
  });
});
