import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Graceful shutdown's first half (http/drain.ts): once draining, a newcomer is turned away with
// 503 SHUTTING_DOWN and Connection: close, so its client retries on another process.
describe('a draining server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite', { seed: false });
  });
  afterAll(async () => ctx?.close());

  it('answers requests before the drain, and turns newcomers away during it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    const drained = ctx.app.drain.drain({ quietMs: 50, maxMs: 2_000 });
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: 'demo', password: 'demo1234' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(refused.json()).toMatchObject({ status: false, code: 'SHUTTING_DOWN' });
    await drained;
  });
});
