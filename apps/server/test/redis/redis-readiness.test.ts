import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

describe('readiness with Redis (REDIS_URL)', () => {
  it.runIf(Boolean(process.env.REDIS_URL))('reports Redis reachable', async () => {
    const ctx = await createTestApp('sqlite', { seed: false, env: { SEED_DEMO: 'off', REDIS_URL: process.env.REDIS_URL! } });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ data: { database: true, migrations: true, redis: true } });
    } finally {
      await ctx.close();
    }
  });

  it('is not ready while Redis does not answer: the shared limits and the live fan-out need it', async () => {
    // Nothing listens on port 1: every connection is refused.
    const ctx = await createTestApp('sqlite', { seed: false, env: { SEED_DEMO: 'off', REDIS_URL: 'redis://127.0.0.1:1' } });
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: false, code: 'NOT_READY', message: expect.stringMatching(/Redis/) });
    } finally {
      await ctx.close();
    }
  });
});
