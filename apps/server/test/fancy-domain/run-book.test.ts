import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { FancyWorld } from './fancy-world.ts';

describe.each(testDialects())('bet/getRunBook on %s', (dialect) => {
  let f: FancyWorld;
  beforeAll(async () => {
    f = await FancyWorld.create(dialect);
  });
  afterAll(async () => f?.close());

  const book = (token: string, fancyId: number) => f.w.call(token, 'bet/getRunBook', { fancy_id: fancyId });

  it('a meter: linear pieces either side of the line over 0..999, the worst at 0 marked and equal to what is held', async () => {
    const id = await f.fancy('METER', { session_value_yes: 40, session_value_no: 40 });
    const c = await f.w.customer(5000);
    expect(await f.bet(c, id, true, 40, 100, 90)).toMatchObject({ status: true });
    // YES ₹90 at 40: −₹90 a run below the line (−₹3,600 at 0), +₹90 a run above (+₹86,310 at 999).
    const out = await book(c.token, id);
    expect(out).toMatchObject({ status: true });
    expect(out.data).toEqual({
      fancy_id: id,
      fancy_type: 'METER',
      max_result: 999,
      meter_cap: null,
      ranges: [
        { from: 0, to: 39, parity: null, pnl_from: -3600, pnl_to: -90, worst: true },
        { from: 40, to: 999, parity: null, pnl_from: 0, pnl_to: 86310, worst: false },
      ],
      worst: { runs: 0, pnl: -3600 },
      exposure: 3600,
    });
    expect(await f.held(c)).toBe(3600);
  });

  it('a capped meter: flat beyond the cap, every range at the worst marked', async () => {
    const id = await f.fancy('METER', { session_value_yes: 40, session_value_no: 40, meter_cap: 10 });
    const c = await f.w.customer(5000);
    expect(await f.bet(c, id, false, 40, 100, 50)).toMatchObject({ status: true });
    // NO ₹50 at 40, cap 10: +₹500 up to 30, down to +₹50 at 39, 0 at 40 to −₹500 at 50, −₹500 after.
    const { data } = await book(c.token, id);
    expect(data.ranges).toEqual([
      { from: 0, to: 29, parity: null, pnl_from: 500, pnl_to: 500, worst: false },
      { from: 30, to: 39, parity: null, pnl_from: 500, pnl_to: 50, worst: false },
      { from: 40, to: 50, parity: null, pnl_from: 0, pnl_to: -500, worst: true },
      { from: 51, to: 999, parity: null, pnl_from: -500, pnl_to: -500, worst: true },
    ]);
    expect(data).toMatchObject({ meter_cap: 10, worst: { runs: 50, pnl: -500 }, exposure: 500 });
  });

  it('a session pair: the gap between the lines is the worst case', async () => {
    const id = await f.fancy('SESSION', { session_value_yes: 63, session_value_no: 60, max_result: 300 });
    const c = await f.w.customer(1000);
    expect(await f.bet(c, id, true, 63, 100, 100)).toMatchObject({ status: true });
    expect(await f.bet(c, id, false, 60, 100, 100)).toMatchObject({ status: true });
    const { data } = await book(c.token, id);
    expect(data.ranges).toEqual([
      { from: 0, to: 59, parity: null, pnl_from: 0, pnl_to: 0, worst: false },
      { from: 60, to: 62, parity: null, pnl_from: -200, pnl_to: -200, worst: true },
      { from: 63, to: 300, parity: null, pnl_from: 0, pnl_to: 0, worst: false },
    ]);
    expect(data).toMatchObject({ max_result: 300, worst: { runs: 60, pnl: -200 }, exposure: 200 });
  });

  it('odd-even: one row per parity instead of one per run', async () => {
    const id = await f.fancy('ODD_EVEN', { session_size_yes: 1.95, session_size_no: 1.95 });
    const c = await f.w.customer(1000);
    expect(await f.bet(c, id, true, 0, 1.95, 100)).toMatchObject({ status: true });
    const { data } = await book(c.token, id);
    expect(data.ranges).toEqual([
      { from: 0, to: 998, parity: 'EVEN', pnl_from: -100, pnl_to: -100, worst: true },
      { from: 1, to: 999, parity: 'ODD', pnl_from: 95, pnl_to: 95, worst: false },
    ]);
    expect(data.exposure).toBe(100);
  });

  it("reads only the caller's bets: another customer sees a flat book, a settled fancy reads empty", async () => {
    const id = await f.fancy('METER', { session_value_yes: 40, session_value_no: 40, max_result: 100 });
    const owner = await f.w.customer(5000);
    const other = await f.w.customer(5000);
    expect(await f.bet(owner, id, false, 40, 100, 10)).toMatchObject({ status: true });
    const flat = {
      ranges: [{ from: 0, to: 100, parity: null, pnl_from: 0, pnl_to: 0, worst: true }],
      worst: { runs: 0, pnl: 0 },
      exposure: 0,
    };
    expect((await book(other.token, id)).data).toMatchObject(flat);
    expect((await book(owner.token, id)).data).toMatchObject({ exposure: 600 });
    expect(await f.result(id, 45)).toMatchObject({ status: true });
    expect((await book(owner.token, id)).data).toMatchObject(flat);
  });

  it('refuses an id that is not a fancy, a malformed id, and a caller without a session', async () => {
    const c = await f.w.customer(0);
    const { marketId } = await f.w.market(f.matchId, ['A', 'B']);
    expect(await book(c.token, marketId)).toMatchObject({ status: false, code: 'MARKET_NOT_FOUND' });
    expect(await book(c.token, 987_654)).toMatchObject({ status: false, code: 'MARKET_NOT_FOUND' });
    const malformed = await f.w.ctx.app.inject({
      method: 'POST',
      url: '/api/bet/getRunBook',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { fancy_id: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('fancy_id');
    const anonymous = await f.w.ctx.app.inject({ method: 'POST', url: '/api/bet/getRunBook', payload: { fancy_id: marketId } });
    expect(anonymous.statusCode).toBe(401);
  });
});
