import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { LOGIN_FAILURES_PER_NAME, LOGIN_LIMIT_PER_IP } from '../../src/modules/auth/auth-routes.ts';
import { nextAddress } from './login-as.ts';

describe.each(testDialects())('login rate limits on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const attempt = (user_name: string, password: string, remoteAddress: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { user_name, password } });

  it('answers 429 with the envelope once one address exceeds its attempts per minute', async () => {
    const address = nextAddress();
    for (let i = 0; i < LOGIN_LIMIT_PER_IP.max; i++) expect((await attempt(`nobody${i}`, 'x', address)).statusCode).toBe(200);
    const res = await attempt('demo', 'demo1234', address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      status: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many login attempts/),
      data: null,
    });
    expect((await attempt('demo', 'demo1234', nextAddress())).json().status).toBe(true);
  });

  it('answers 429 for a user name after repeated failures from many addresses, even with the right password', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_NAME.max; i++)
      expect((await attempt('demo_signup', 'wrong-pass1', nextAddress())).json().code).toBe('INVALID_CREDENTIALS');
    const res = await attempt('DEMO_SIGNUP', 'demo1234', nextAddress());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ status: false, code: 'RATE_LIMITED' });
    expect((await attempt('demo', 'demo1234', nextAddress())).json().status).toBe(true);
  });
});
