import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateStore } from '../../src/http/database-rate-store.ts';
import { DatabaseAttempts } from '../../src/modules/auth/database-attempts.ts';
import { ACCOUNT_AT_ADDRESS } from '../../src/modules/auth/login-guard.ts';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { loginAs, nextAddress } from './login-as.ts';

const url = process.env.TEST_DATABASE_URL;
const SIGNUP_LIMIT = 30;

// Where the processes share their counts: PostgreSQL alone, and Redis when the machine has one.
const stores = [
  ['the database', {}] as const,
  ...(process.env.REDIS_URL ? [['Redis', { REDIS_URL: process.env.REDIS_URL }] as const] : []),
];

describe.runIf(Boolean(url)).each(stores)('limits and sessions across two server processes, shared through %s', (_, env) => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    a = await createTestApp('postgres', { env: { DATABASE_URL: url!, ...env } });
    b = await createTestApp('postgres', {
      seed: false,
      env: { DATABASE_URL: url!, ...env },
      database: { pgSchema: a.database.pgSchema },
    });
  });
  afterAll(async () => {
    await b?.app.close();
    await b?.database.close();
    await a?.close();
  });

  const post = (on: TestContext, path: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    on.app.inject({ method: 'POST', url: `/api/${path}`, payload, remoteAddress, headers });

  it('slows an account at an address on B after its failures on A (the stranger gains nothing from the other process)', async () => {
    const stranger = nextAddress();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++) {
      expect((await post(i % 2 ? b : a, 'user/login', { user_name: 'demo', password: 'wrong-pass1' }, stranger)).json().code).toBe(
        'INVALID_CREDENTIALS',
      );
    }
    const slowed = await post(b, 'user/login', { user_name: 'demo', password: 'demo1234' }, stranger);
    expect(slowed.statusCode).toBe(429);
    expect((await post(a, 'user/login', { user_name: 'demo', password: 'demo1234' }, stranger)).statusCode).toBe(429);
    // The owner elsewhere is not locked out, on either process.
    expect((await post(b, 'user/login', { user_name: 'demo', password: 'demo1234' }, nextAddress())).json().status).toBe(true);
  });

  it('counts the sign-ups of one address on both processes together', async () => {
    const address = nextAddress();
    // Malformed bodies still count: the limit runs before validation.
    for (let i = 0; i < SIGNUP_LIMIT; i++) expect((await post(i % 2 ? b : a, 'user/signup', {}, address)).statusCode).toBe(400);
    for (const on of [a, b]) expect((await post(on, 'user/signup', {}, address)).statusCode).toBe(429);
    expect((await post(b, 'user/signup', {}, nextAddress())).statusCode).toBe(400);
  });

  it('locks change-password after five wrong tries spread over both processes', async () => {
    const admin = await loginAs(a.app, 'admin', 'admin1234');
    const wrong = { master_password: 'not-it-123', new_password: 'fresh1234', confirm_password: 'fresh1234' };
    for (let i = 0; i < 5; i++)
      expect((await post(i % 2 ? b : a, 'user/changePassword', wrong, nextAddress(), admin.headers)).json().code).toBe('WRONG_PASSWORD');
    const right = { ...wrong, master_password: 'admin1234' };
    expect((await post(b, 'user/changePassword', right, nextAddress(), admin.headers)).statusCode).toBe(429);
  });

  it('ends a session on B that was logged out on A', async () => {
    const s = await loginAs(a.app, 'demo_signup');
    const status = () => b.app.inject({ method: 'GET', url: '/api/auth/totp/status', headers: s.headers });
    expect((await status()).statusCode).toBe(200);
    expect((await post(a, 'user/logout', {}, nextAddress(), s.headers)).json().status).toBe(true);
    // B may remember a verified token for one second (token-store.ts), no longer.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await status()).statusCode).toBe(401);
  });
});

describe.each(testDialects())('the database stores of the shared limits on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect, { seed: false, env: { SEED_DEMO: 'off' } });
  });
  afterAll(async () => ctx?.close());

  it('counts failures per key, forgets a key quiet for a whole window, and clears one', async () => {
    const store = new DatabaseAttempts(ctx.database.db, 'test:');
    await store.add('k', 1_000, 0);
    await store.add('k', 1_000, 500);
    expect(await store.read('k', 1_000, 600)).toEqual({ count: 2, last: 500 });
    expect(await store.read('k', 1_000, 1_501)).toBeNull();
    await store.add('k', 1_000, 2_000);
    expect(await store.read('k', 1_000, 2_000)).toEqual({ count: 1, last: 2_000 });
    await store.clear('k');
    expect(await store.read('k', 1_000, 2_000)).toBeNull();
  });

  it("counts a route's requests in a fixed window shared by every instance of the store", async () => {
    const Store = databaseRateStore(ctx.database.db);
    const route = { routeInfo: { method: 'POST', url: '/api/user/login' } };
    const [one, two] = [new Store({}).child(route as never), new Store({}).child(route as never)];
    const hit = (store: typeof one) =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('10.9.9.9', (error, result) => (error ? reject(error) : resolve(result!))),
      );
    expect((await hit(one)).current).toBe(1);
    expect((await hit(two)).current).toBe(2);
    const third = await hit(one);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(0);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
  });
});
