import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { login, loginAs, nextAddress } from './login-as.ts';

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

  /** A customer of its own (signed up, password secret123), so its wrong tries slow no one else in the file. */
  const signUp = async (user_name: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      remoteAddress: nextAddress(),
      payload: {
        name: 'Totp Tester',
        user_name,
        mobile: '9876543210',
        dial_code: '+91',
        country_code: 'IN',
        password: 'secret123',
        confirm_password: 'secret123',
      },
    });
    expect(res.json()).toMatchObject({ status: true });
    const s = await loginAs(ctx.app, user_name, 'secret123');
    const secret: string = (await call('POST', 'setup', s.headers)).data.secret;
    return { ...s, secret };
  };

  it('sets up, enables, enforces at login, and disables two-step verification', async () => {
    const s = await loginAs(ctx.app, 'demo_signup');
    expect(await call('GET', 'status', s.headers)).toMatchObject({ status: true, data: { enabled: false } });

    const setup = await call('POST', 'setup', s.headers);
    expect(setup.data.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*demo_signup.*secret=/);
    expect(setup.data.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret: string = setup.data.secret;

    expect(await call('POST', 'enable', s.headers, { code: '000000', password: 'demo1234' })).toMatchObject({
      status: false,
      code: 'TOTP_INVALID',
    });
    // Each code is computed once and sent again as it was: computed anew, a replay that crossed a
    // 30-second step would send the next step's fresh code (which CI once did).
    const enabling = await codeAt(secret, -1);
    expect(await call('POST', 'enable', s.headers, { code: enabling, password: 'demo1234' })).toMatchObject({ status: true });
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
    const enable = (code: string) => call('POST', 'enable', s.headers, { code, password: 'admin1234' });
    for (let i = 0; i < 5; i++) expect(await enable('000000')).toMatchObject({ code: 'TOTP_INVALID' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers: s.headers,
      payload: { code: await codeAt(secret, 0), password: 'admin1234' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect(await call('GET', 'status', s.headers)).toMatchObject({ data: { enabled: false } });
  });

  it("slows wrong login codes at the guesser's address only: the owner, elsewhere with the device, logs in and can still switch it off", async () => {
    const s = await signUp(`totp_guess_${dialect}`);
    expect(await call('POST', 'enable', s.headers, { code: await codeAt(s.secret, -1), password: 'secret123' })).toMatchObject({
      status: true,
    });
    // A stranger who knows the password but has no device, from one address.
    const fromStranger = (totp_code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.99.0.1',
        payload: { user_name: s.data.user_name, password: 'secret123', totp_code },
      });
    for (let i = 0; i < 5; i++) expect((await fromStranger('000000')).json()).toMatchObject({ code: 'TOTP_INVALID' });
    const slowed = await fromStranger('000001');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    // The owner, at its own address with a current code, is not kept out.
    expect(await login(ctx.app, s.data.user_name, 'secret123', { totp_code: await codeAt(s.secret, 0) })).toMatchObject({
      status: true,
    });
    expect(await call('POST', 'disable', s.headers, { code: await codeAt(s.secret, 1) })).toMatchObject({ status: true });
  });

  it('refuses to enable before setup and rejects a malformed code with 400', async () => {
    const s = await loginAs(ctx.app, 'demo');
    expect(await call('POST', 'enable', s.headers, { code: '123456', password: 'demo1234' })).toMatchObject({
      status: false,
      code: 'TOTP_NOT_SET_UP',
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers: s.headers,
      payload: { code: 'abc', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(400);
  });

  // A stolen session must not be enough to switch two-step verification on: the thief would enrol
  // an authenticator of their own and the owner, knowing only the password, could not log in.
  it.each([
    [{}, 'password'],
    [{ password: '' }, 'password: is required'],
    [{ password: 'x'.repeat(129) }, 'password'],
    [{ password: 12345678 }, 'password'],
  ])('rejects enabling with %o with 400 naming %s, before the password or code is checked', async (override, words) => {
    const s = await loginAs(ctx.app, 'demo');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/totp/enable',
      headers: s.headers,
      payload: { code: '123456', ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false });
    expect(res.json().message).toContain(words);
  });

  it('refuses a wrong password with WRONG_PASSWORD, leaves it off and the code unspent, then enables with the right one', async () => {
    const s = await signUp(`totp_pw_${dialect}`);
    const code = await codeAt(s.secret, 0);
    expect(await call('POST', 'enable', s.headers, { code, password: 'not-mine1' })).toMatchObject({
      status: false,
      code: 'WRONG_PASSWORD',
    });
    expect(await call('GET', 'status', s.headers)).toMatchObject({ data: { enabled: false } });
    expect(await login(ctx.app, s.data.user_name, 'secret123')).toMatchObject({ status: true });
    // The password is checked before the code: the refused call did not spend it.
    expect(await call('POST', 'enable', s.headers, { code, password: 'secret123' })).toMatchObject({ status: true });
    expect(await call('GET', 'status', s.headers)).toMatchObject({ data: { enabled: true } });
    expect(await login(ctx.app, s.data.user_name, 'secret123')).toMatchObject({ status: false, code: 'TOTP_REQUIRED' });
  });

  it('counts wrong passwords with change-password: five in all lock both, even with the right password', async () => {
    const s = await signUp(`totp_lock_${dialect}`);
    const changePassword = (master_password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/user/changePassword',
        headers: s.headers,
        payload: { master_password, new_password: 'newpass99', confirm_password: 'newpass99' },
      });
    const enable = async (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/totp/enable',
        headers: s.headers,
        payload: { code: await codeAt(s.secret, 0), password },
      });
    for (let i = 0; i < 2; i++) expect((await changePassword('wrong-pass1')).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    for (let i = 0; i < 3; i++) expect((await enable('wrong-pass1')).json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    for (const res of [await enable('secret123'), await changePassword('secret123')]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    }
    expect(await call('GET', 'status', s.headers)).toMatchObject({ data: { enabled: false } });
    expect(await login(ctx.app, s.data.user_name, 'secret123')).toMatchObject({ status: true });
  });
});
