import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { login, loginAs } from './login-as.ts';

describe.each(testDialects())('login and logout on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  it('logs in the demo customer with the stored user info, user name case-insensitive', async () => {
    const body = await login(ctx.app, 'DeMo', 'demo1234');
    expect(body).toMatchObject({
      status: true,
      data: { user_name: 'demo', name: 'Demo Customer', is_change_password: '0', is_signup_user: '0' },
    });
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.parent_id).toEqual(expect.any(Number));
  });

  it('flags demo_signup as a signup user and demo_new as needing a password change, both with the admin as parent', async () => {
    const admin = await loginAs(ctx.app, 'admin', 'admin1234');
    const signup = await loginAs(ctx.app, 'demo_signup');
    const fresh = await loginAs(ctx.app, 'demo_new');
    expect(signup.data).toMatchObject({ is_signup_user: '1', parent_id: admin.userId });
    expect(fresh.data).toMatchObject({ is_change_password: '1', parent_id: admin.userId });
    expect(admin.data.parent_id).toBeNull();
  });

  it('rejects a wrong password and an unknown user with the same answer', async () => {
    const wrong = await login(ctx.app, 'demo', 'demo12345');
    const unknown = await login(ctx.app, 'nobody_here', 'demo1234');
    expect(wrong).toEqual({ status: false, code: 'INVALID_CREDENTIALS', message: 'Wrong user name or password.', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name_key', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers 400 naming the field for a malformed login', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: 'demo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR', message: expect.stringContaining('password') });
  });

  it('answers 401 for a missing, malformed or unknown token', async () => {
    for (const authorization of [undefined, 'Token abc', 'Bearer', 'Bearer not-a-token']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
    }
  });

  it('logout revokes the request token and the named token of the same user at once', async () => {
    const first = await loginAs(ctx.app, 'demo');
    const second = await loginAs(ctx.app, 'demo');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: first.headers,
      payload: { user_id: first.userId, token: second.token },
    });
    expect(res.json()).toMatchObject({ status: true, message: 'Logged out.' });
    for (const s of [first, second]) {
      const after = await ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: s.headers });
      expect(after.statusCode).toBe(401);
    }
  });

  it("logout never revokes another user's token named in the payload", async () => {
    const mine = await loginAs(ctx.app, 'demo');
    const theirs = await loginAs(ctx.app, 'demo_signup');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: mine.headers,
      payload: { user_id: theirs.userId, token: theirs.token },
    });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: theirs.headers });
    expect(res.statusCode).toBe(200);
  });

  it('logout with no payload at all (a JSON header and an empty body, or neither) revokes the request token', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const s = await loginAs(ctx.app, 'demo');
      const res = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers: { ...s.headers, ...headers } });
      expect(res.json()).toMatchObject({ status: true, message: 'Logged out.' });
      const after = await ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: s.headers });
      expect(after.statusCode).toBe(401);
    }
  });

  it('logout without a token is a 401', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
