import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../auth/login-as.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

describe('a JSON request with an empty body', () => {
  let ctx: TestContext;
  let headers: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
    headers = { ...(await loginAs(ctx.app, 'demo')).headers, 'content-type': 'application/json' };
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: string) => ctx.app.inject({ method: 'POST', url, headers, payload });

  it('is a request without a body: a call whose payload is none answers', async () => {
    const res = await post('/api/fair/rotateSeedPair', '');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true });
  });

  it('still answers 400 naming the fields a call needs, and refuses a poisoned or broken body', async () => {
    const empty = await post('/api/bet/placeMarketBet', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    const poisoned = await post('/api/bet/cancelBet', '{"bet_id": 1, "__proto__": {"admin": true}}');
    expect(poisoned.statusCode).toBe(400);
    const broken = await post('/api/bet/cancelBet', '{"bet_id": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ status: false });
  });
});
