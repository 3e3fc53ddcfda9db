import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { addCustomer, call, get } from './payments-fixtures.ts';
import { getLimits, setLimits } from '../../src/modules/payments/responsible-gaming-service.ts';
import { isSelfExcluded } from '../../src/modules/payments/self-exclusion.ts';

const HOUR = 60 * 60 * 1000;

describe.each(testDialects())('responsible gaming on %s', (dialect) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp(dialect);
  });
  afterAll(async () => ctx?.close());

  it('starts with no limits and no exclusion', async () => {
    const c = await addCustomer(ctx);
    const res = await get(ctx, c.token, 'responsibleGaming/getLimits');
    expect(res.body.data).toMatchObject({
      deposit_limit_day: { current: null, pending: null, pending_effective_at: null },
      loss_limit_day: { current: null },
      self_excluded_until: null,
      cooling_off_hours: 24,
    });
  });

  it('applies a first limit and a decrease at once', async () => {
    const c = await addCustomer(ctx);
    await call(ctx, c.token, 'responsibleGaming/setLimits', { deposit_limit_week: 5000, loss_limit_day: 800 });
    const res = await call(ctx, c.token, 'responsibleGaming/setLimits', { deposit_limit_week: 3000 });
    expect(res.body.data.deposit_limit_week).toEqual({ current: 3000, pending: null, pending_effective_at: null });
    expect(res.body.data.loss_limit_day.current).toBe(800);
  });

  it('holds an increase for 24 hours, then applies it', async () => {
    const c = await addCustomer(ctx);
    const t0 = Date.now();
    await setLimits(ctx.database.db, c.userId, { deposit_limit_day: 1000 }, t0);
    const raised = await setLimits(ctx.database.db, c.userId, { deposit_limit_day: 2500 }, t0);
    expect(raised.deposit_limit_day).toEqual({
      current: 1000,
      pending: 2500,
      pending_effective_at: new Date(t0 + 24 * HOUR).toISOString(),
    });
    expect((await getLimits(ctx.database.db, c.userId, t0 + 23 * HOUR)).deposit_limit_day.current).toBe(1000);
    expect((await getLimits(ctx.database.db, c.userId, t0 + 24 * HOUR)).deposit_limit_day).toEqual({
      current: 2500,
      pending: null,
      pending_effective_at: null,
    });
  });

  it('holds a removal for 24 hours, and a decrease cancels a waiting increase', async () => {
    const c = await addCustomer(ctx);
    const t0 = Date.now();
    await setLimits(ctx.database.db, c.userId, { loss_limit_day: 500 }, t0);
    const removed = await setLimits(ctx.database.db, c.userId, { loss_limit_day: null }, t0);
    expect(removed.loss_limit_day).toMatchObject({ current: 500, pending: null });
    expect(removed.loss_limit_day.pending_effective_at).not.toBeNull();
    expect((await getLimits(ctx.database.db, c.userId, t0 + 25 * HOUR)).loss_limit_day.current).toBeNull();

    await setLimits(ctx.database.db, c.userId, { deposit_limit_month: 9000 }, t0);
    await setLimits(ctx.database.db, c.userId, { deposit_limit_month: 20000 }, t0);
    const lowered = await setLimits(ctx.database.db, c.userId, { deposit_limit_month: 4000 }, t0 + HOUR);
    expect(lowered.deposit_limit_month).toEqual({ current: 4000, pending: null, pending_effective_at: null });
  });

  it('rejects malformed limits and exclusion periods with 400', async () => {
    const c = await addCustomer(ctx);
    expect((await call(ctx, c.token, 'responsibleGaming/setLimits', { deposit_limit_day: -1 })).code).toBe(400);
    expect((await call(ctx, c.token, 'responsibleGaming/selfExclude', { days: 0 })).code).toBe(400);
    expect((await call(ctx, c.token, 'responsibleGaming/selfExclude', { days: 366 })).code).toBe(400);
  });

  it('self-exclusion ends every session and marks the user excluded until the chosen day', async () => {
    const c = await addCustomer(ctx);
    const other = await ctx.app.tokens.issue(c.userId);
    const res = await call(ctx, c.token, 'responsibleGaming/selfExclude', { days: 7 });
    expect(res.body.status).toBe(true);
    const until = Date.parse(res.body.data.self_excluded_until);
    expect(until - Date.now()).toBeGreaterThan(7 * 24 * HOUR - 60_000);
    expect(await isSelfExcluded(ctx.database.db, c.userId, Date.now())).toBe(true);
    expect(await isSelfExcluded(ctx.database.db, c.userId, until + 1)).toBe(false);
    expect((await get(ctx, c.token, 'responsibleGaming/getLimits')).code).toBe(401);
    expect((await get(ctx, other, 'responsibleGaming/getLimits')).code).toBe(401);
  });
});
