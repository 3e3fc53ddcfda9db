import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from './helpers/test-app.ts';
import { loginAs } from './auth/login-as.ts';

// The provider wallet has no customer token: its signature authenticates it (test/providers).
const publicCalls = new Set([
  'POST /api/user/login',
  'POST /api/user/signup',
  'GET /api/globalSetting/getGlobalSetting',
  'GET /api/health',
  'GET /api/ready',
  'POST /api/provider/wallet',
]);

describe.each(testDialects())('route access on %s', (dialect) => {
  let ctx: TestContext;
  let calls: string[];
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    calls = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  });
  afterAll(async () => ctx?.close());

  it('refuses every non-public call without a token with 401, even with a malformed body', async () => {
    expect(calls.length).toBeGreaterThan(40);
    for (const call of calls.filter((c) => !publicCalls.has(c))) {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      const res = await ctx.app.inject({
        method,
        url,
        payload: method === 'POST' ? '{"not":"valid"' : undefined,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, call).toBe(401);
      expect(res.json(), call).toMatchObject({ status: false, code: 'UNAUTHORIZED' });
    }
  });

  it('refuses every non-public call with a revoked token with 401', async () => {
    const { token, userId, headers } = await loginAs(ctx.app, 'demo_signup');
    const out = await ctx.app.inject({ method: 'POST', url: '/api/user/logout', headers, payload: { user_id: userId, token } });
    expect(out.json().status).toBe(true);
    for (const call of calls.filter((c) => !publicCalls.has(c))) {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, call).toBe(401);
    }
  });

  it('answers the public calls without a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);
  });

  it('refuses every operator call to a customer with 403', async () => {
    const { headers } = await loginAs(ctx.app, 'demo');
    const adminCalls = calls.filter((c) => c.includes('/api/admin/'));
    expect(adminCalls.length).toBeGreaterThan(10);
    for (const call of adminCalls) {
      const [method, url] = call.split(' ') as ['GET' | 'POST', string];
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, call).toBe(403);
    }
  });
});
