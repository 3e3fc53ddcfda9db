import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { login, loginAs } from './login-as.ts';

describe.each(testDialects())('TOTP on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  // Codes of the previous, current and next 30-second steps: each is accepted once, and the
  // server takes one step either side for clock drift.
  const codeAt = (secret: string, step: -1 | 0 | 1) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * step });

  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method, url: `/api/auth/totp/${url}`, headers, ...(payload ? { payload } : {}) }).then((r) => r.json());

  it('sets up, enables, enforces at login, and disables two-step verification', async () => {
    const s = await loginAs(ctx.app, 'demo_signup');
    expect(await call('GET', 'status', s.headers)).toMatchObject({ status: true, data: { enabled: false } });

    const setup = await call('POST', 'setup', s.headers);
    expect(setup.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*demo_signup.*secret=/);
    expect(setup.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret: string = setup.data.secret;

    expect(await call('POST', 'enable', s.headers, { code: '000000' })).toMatchObject({ status: false, code: 'TOTP_INVALID' });
    // Each code is computed once and sent again as it was: computed anew, a replay that crossed a
    // 30-second step would send the next step's fresh code (which CI once did).
    const enabling = await codeAt(secret, -1);
    expect(await call('POST', 'enable', s.headers, { code: enabling })).toMatchObject({ status: true });
    expect(await call('GET', 'status', s.headers)).toMatchObject({ data: { enabled: true } });

    expect(await login(ctx.app, 'demo_signup', 'demo1234')).toMatchObject({ status: false, code: 'TOTP_REQUIRED' });
    expect(await login(ctx.app, 'demo_signup', 'demo1234', { totp_code: '123' })).toMatchObject({ status: false, code: 'TOTP_INVALID' });
    // The code that enabled it was spent: a replay is refused even within its window.
    expect(await login(ctx.app, 'demo_signup', 'demo1234', { totp_code: enabling })).toMatchObject({
      status: false,
      code: 'TOTP_INVALID',
    });
    const current = await codeAt(secret, 0);
    expect(await login(ctx.app, 'demo_signup', 'demo1234', { totp_code: current })).toMatchObject({ status: true });
    expect(await login(ctx.app, 'demo_signup', 'demo1234', { totp_code: current })).toMatchObject({
      status: false,
      code: 'TOTP_INVALID',
    });

    expect(await call('POST', 'disable', s.headers, { code: await codeAt(secret, 1) })).toMatchObject({ status: true });
    expect(await login(ctx.app, 'demo_signup', 'demo1234')).toMatchObject({ status: true });
  });

  it('answers 429 after five wrong codes, even to the right one, and counts login codes too', async () => {
    // The operator: a user of its own, so these wrong codes slow no one else in the file.
    const s = await loginAs(ctx.app, 'admin', 'admin1234');
    const secret: string = (await call('POST', 'setup', s.headers)).data.secret;
    for (let i = 0; i < 5; i++) expect(await call('POST', 'enable', s.headers, { code: '000000' })).toMatchObject({ code: 'TOTP_INVALID' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers: s.headers,
      payload: { code: await codeAt(secret, 0) },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(await call('GET', 'status', s.headers)).toMatchObject({ data: { enabled: false } });
  });

  it('refuses to enable before setup and rejects a malformed code with 400', async () => {
    const s = await loginAs(ctx.app, 'demo');
    expect(await call('POST', 'enable', s.headers, { code: '123456' })).toMatchObject({ status: false, code: 'TOTP_NOT_SET_UP' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/totp/enable', headers: s.headers, payload: { code: 'abc' } });
    expect(res.statusCode).toBe(400);
  });
});
