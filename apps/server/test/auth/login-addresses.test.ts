import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_AT_ADDRESS } from '../../src/modules/auth/login-guard.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/** A login over a real socket whose client end is bound to `localAddress` (127.0.0.x). */
function loginFrom(port: number, localAddress: string, user_name: string, password: string, forwardedFor?: string) {
  const body = JSON.stringify({ user_name, password });
  return new Promise<{ http: number; code?: string; status: boolean }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        localAddress,
        method: 'POST',
        path: '/api/user/login',
        headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ http: res.statusCode ?? 0, ...JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('failed logins from real client addresses', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(async () => ctx?.close());

  it("a stranger failing a customer's password from 127.0.0.2 does not stop the customer at 127.0.0.3", async () => {
    for (let i = 0; i <= ACCOUNT_AT_ADDRESS.free; i++) await loginFrom(port, '127.0.0.2', 'demo', 'not-the-pass1');
    // The stranger's own address is slowed, whatever it claims to forward for.
    expect(await loginFrom(port, '127.0.0.2', 'demo', 'demo1234', '127.0.0.3')).toMatchObject({ http: 429, code: 'RATE_LIMITED' });
    expect(await loginFrom(port, '127.0.0.3', 'demo', 'demo1234')).toMatchObject({ http: 200, status: true });
  });
});
