import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { login, loginAs } from './login-as.ts';

describe.each(testDialects())('change password on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/changePassword', headers, payload });

  it.each([
    [{ new_password: 'short1', confirm_password: 'short1' }, 'new_password', 'at least 8'],
    [{ new_password: 'abcdefghij', confirm_password: 'abcdefghij' }, 'new_password', 'one digit'],
    [{ new_password: '1234567890', confirm_password: '1234567890' }, 'new_password', 'one letter'],
    [{ new_password: 'newpass99', confirm_password: 'newpass98' }, 'confirm_password', 'must match'],
    [{ master_password: '' }, 'master_password', 'required'],
  ])('rejects %o with 400 naming %s', async (override, field, words) => {
    const s = await loginAs(ctx.app, 'demo');
    const res = await change(s.headers, {
      master_password: 'demo1234',
      new_password: 'newpass99',
      confirm_password: 'newpass99',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
    expect(res.json().message).toContain(words);
  });

  it('refuses a wrong current password with WRONG_PASSWORD and changes nothing', async () => {
    const s = await loginAs(ctx.app, 'demo');
    const res = await change(s.headers, { master_password: 'nope12345', new_password: 'newpass99', confirm_password: 'newpass99' });
    expect(res.json()).toMatchObject({ status: false, code: 'WRONG_PASSWORD' });
    expect((await login(ctx.app, 'demo', 'demo1234')).status).toBe(true);
  });

  it('changes the password, clears is_change_password and revokes only the other sessions', async () => {
    const current = await loginAs(ctx.app, 'demo_new');
    const other = await loginAs(ctx.app, 'demo_new');
    const res = await change(current.headers, { master_password: 'demo1234', new_password: 'fresh@2024', confirm_password: 'fresh@2024' });
    expect(res.json()).toMatchObject({ status: true });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: other.headers })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/getButtonValue', headers: current.headers })).statusCode).toBe(200);
    expect((await login(ctx.app, 'demo_new', 'demo1234')).code).toBe('INVALID_CREDENTIALS');
    expect((await login(ctx.app, 'demo_new', 'fresh@2024')).data.is_change_password).toBe('0');
  });

  it('answers 429 after five wrong current passwords, even to the right one, and changes nothing', async () => {
    const s = await loginAs(ctx.app, 'demo_signup');
    const body = (current: string) => ({ master_password: current, new_password: 'newpass99', confirm_password: 'newpass99' });
    for (let i = 0; i < 5; i++) expect((await change(s.headers, body('wrong-pass1'))).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const res = await change(s.headers, body('demo1234'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(await login(ctx.app, 'demo_signup', 'demo1234')).toMatchObject({ status: true });
  });

  it('requires a login', async () => {
    expect((await change({}, { master_password: 'demo1234', new_password: 'newpass99', confirm_password: 'newpass99' })).statusCode).toBe(
      401,
    );
  });
});
