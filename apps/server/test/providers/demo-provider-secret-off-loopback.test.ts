import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedPasswordProblem } from '../../src/db/seed/published-passwords.ts';
import { publishedProviderSecretProblem } from '../../src/db/seed/published-provider-secret.ts';
import { DEMO_PROVIDER_SECRET } from '../../src/demo-provider/index.ts';
import { hashPassword } from '../../src/modules/auth/password-hash.ts';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

/**
 * The demo providers are seeded with a secret written in the source. provider/wallet is public
 * and trusts any call signed with it, so a customer who opens a demo game can sign a `credit` to
 * their own account. Off loopback the server refused to start only while a demo password was in
 * use (docs/deploy.md: "or change the demo passwords first"); the demo secret must block it too.
 */
describe('the published demo provider secret off loopback', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    // The operator followed the guide: every seeded account has left its published password.
    const privateHash = await hashPassword('a-Private-pass9');
    await ctx.database.db.updateTable('users').set({ password_hash: privateHash }).execute();
  });
  afterAll(async () => ctx?.close());

  it('is a way to mint money while it stays in use', async () => {
    const customer = await loginAs(ctx.app, 'demo', 'a-Private-pass9');
    const launched = await ctx.app.inject({
      method: 'POST',
      url: '/api/provider/launch',
      headers: customer.headers,
      payload: { provider_id: 'demo-live', game_id: 'roulette' },
    });
    const token = new URL(launched.json().data.url as string, 'http://localhost').searchParams.get('token');
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/user/getUserBalance', headers: customer.headers })).json().data;
    const body = JSON.stringify({
      action: 'credit',
      provider_id: 'demo-live',
      token,
      transactionId: 'forged-1',
      roundId: 'forged',
      amount: 50_000,
    });
    const signature = createHmac('sha256', DEMO_PROVIDER_SECRET).update(body).digest('hex');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/provider/wallet',
      headers: { 'content-type': 'application/json', 'x-signature': signature },
      payload: body,
    });
    expect(res.json().status).toBe('OP_SUCCESS');
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/user/getUserBalance', headers: customer.headers })).json().data;
    expect(after.available_balance - before.available_balance).toBe(50_000);
  });

  it('refuses another address while a provider signs with it, though every password was changed', async () => {
    expect(await publishedPasswordProblem('0.0.0.0', ctx.database.db, [])).toBeNull();
    const problem = await publishedProviderSecretProblem('0.0.0.0', ctx.database.db);
    expect(problem).toMatch(/Refusing to listen on HOST=0\.0\.0\.0: the providers demo-aviator, demo-live still sign/);
    expect(await publishedProviderSecretProblem('127.0.0.1', ctx.database.db)).toBeNull();
  });

  it('lets another address start once each demo provider has a secret of its own', async () => {
    const admin = await loginAs(ctx.app, 'admin', 'a-Private-pass9');
    for (const provider_id of ['demo-live', 'demo-aviator']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/provider/rotateSecret',
        headers: admin.headers,
        payload: { provider_id, secret: `a-private-secret-of-${provider_id}-0123456789` },
      });
      expect(res.json().status, provider_id).toBe(true);
    }
    expect(await publishedProviderSecretProblem('0.0.0.0', ctx.database.db)).toBeNull();
  });
});
