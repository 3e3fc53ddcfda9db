import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { LOGIN_LIMIT_PER_IP } from '../../src/modules/auth/auth-routes.ts';
import { ACCOUNT_AT_ADDRESS, ADDRESS } from '../../src/modules/auth/login-guard.ts';
import { nextAddress } from './login-as.ts';

describe.each(testDialects())('login rate limits on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  const attempt = (user_name: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, headers, payload: { user_name, password } });

  it('answers 429 with the envelope once one address exceeds its attempts per minute', async () => {
    const address = nextAddress();
    // Good logins: the limit counts every attempt, not only failures (those have their own guard).
    for (let i = 0; i < LOGIN_LIMIT_PER_IP.max; i++) expect((await attempt('demo', 'demo1234', address)).statusCode).toBe(200);
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

  it('does not believe a forged X-Forwarded-For from a direct client: the socket address keeps its limit', async () => {
    const address = nextAddress();
    for (let i = 0; i < LOGIN_LIMIT_PER_IP.max; i++) {
      const forged = { 'x-forwarded-for': `203.0.113.${i + 1}` };
      expect((await attempt('demo', 'demo1234', address, forged)).statusCode).toBe(200);
    }
    expect((await attempt('demo', 'demo1234', address, { 'x-forwarded-for': '198.51.100.7' })).statusCode).toBe(429);
  });

  it('slows an address spraying guesses over many accounts, even for a right password', async () => {
    const sprayer = nextAddress();
    for (let i = 0; i < ADDRESS.free; i++) expect((await attempt(`nobody${i}`, 'x', sprayer)).json().code).toBe('INVALID_CREDENTIALS');
    expect((await attempt('demo', 'demo1234', sprayer)).statusCode).toBe(429);
    expect((await attempt('demo', 'demo1234', nextAddress())).json().status).toBe(true);
  });

  it('slows an account at the address its failures came from, not the owner elsewhere', async () => {
    const stranger = nextAddress();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS.free; i++)
      expect((await attempt('demo_signup', 'wrong-pass1', stranger)).json().code).toBe('INVALID_CREDENTIALS');
    const slowed = await attempt('demo_signup', 'demo1234', stranger);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ status: false, code: 'RATE_LIMITED', message: expect.stringMatching(/wait 1 second/) });
    // The owner, at another address, is not locked out.
    expect((await attempt('DEMO_SIGNUP', 'demo1234', nextAddress())).json().status).toBe(true);
  });
});
