import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { FancyWorld, type LineBet } from './fancy-world.ts';

// Meters on the domain 0..200 at rate 100: a bet wins or loses stake x |runs - line|.
const MAX = 200;

// Worst at 0: YES@50 10x50=-500, NO@48 +5x48=+240, YES@80 -3x80=-240, NO@78 +4x78=+312 -> -188.
// At 200: +10x150 -5x152 +3x120 -4x122 = 1500-760+360-488 = +612. Slope is +4 everywhere, so
// the book's lowest point is 0 and nothing is held beyond ₹188.
const lowWorst: LineBet[] = [
  { yes: true, line: 50, stack: 10 },
  { yes: false, line: 48, stack: 5 },
  { yes: true, line: 80, stack: 3 },
  { yes: false, line: 78, stack: 4 },
];
// Worst at 200: NO@48 -10x152, YES@50 +2x150, NO@78 -3x122, YES@80 +5x120 = -1520+300-366+600 = -986.
// At 0: +480 -100 +234 -400 = +214. Slope above 80 is -6: the far end of the domain is the worst.
const highWorst: LineBet[] = [
  { yes: false, line: 48, stack: 10 },
  { yes: true, line: 50, stack: 2 },
  { yes: false, line: 78, stack: 3 },
  { yes: true, line: 80, stack: 5 },
];

describe.each(testDialects())('meter exposure over the whole result domain on %s', (dialect) => {
  let f: FancyWorld;
  beforeAll(async () => {
    f = await FancyWorld.create(dialect);
  });
  afterAll(async () => f?.close());
  afterEach(async () => f.w.expectAuditClean());

  it.each([
    { name: 'worst at 0', bets: lowWorst, held: 188, at: { 0: -188, [MAX]: 612 } },
    { name: 'worst at the domain end', bets: highWorst, held: 986, at: { 0: 214, [MAX]: -986 } },
  ])(
    'METER: bets on both sides at several lines ($name), settled at 0 and at the domain end, lose at most what was held, and exactly it at the worst',
    async ({ bets, held, at }) => {
      for (const result of [0, MAX]) {
        const id = await f.fancy('METER', { max_result: MAX });
        const c = await f.w.customer(10_000);
        for (const b of bets) await f.atLine(c, id, b);
        expect(await f.held(c)).toBe(held);
        expect(await f.shownExposure(c, id)).toBe(held);

        expect(await f.result(id, result)).toMatchObject({ status: true });
        const after = await f.w.balance(c);
        expect(after.total_balance - 10_000).toBe(at[result as 0]);
        expect(after.liability).toBe(0);
        expect(after.total_balance).toBeGreaterThanOrEqual(10_000 - held);
      }
    },
  );

  it('a customer with ₹1,000 cannot place a meter bet whose worst case exceeds ₹1,000', async () => {
    // Default domain 0..999. NO at 40 loses ₹stake x (999 - 40) at 999: ₹1 holds ₹959, ₹2 would hold ₹1,918.
    const id = await f.fancy('METER', { session_value_yes: 40, session_value_no: 40 });
    const one = await f.w.customer(1000);
    expect(await f.bet(one, id, false, 40, 100, 1)).toMatchObject({ status: true });
    expect(await f.w.balance(one)).toMatchObject({ total_balance: 1000, liability: -959, available_balance: 41 });
    const two = await f.w.customer(1000);
    expect(await f.bet(two, id, false, 40, 100, 2)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await f.w.balance(two)).toMatchObject({ total_balance: 1000, liability: 0 });
    // YES at 40 loses ₹stake x 40 at 0: ₹25 holds exactly ₹1,000, ₹26 would hold ₹1,040.
    const yes = await f.w.customer(1000);
    expect(await f.bet(yes, id, true, 40, 100, 26)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(await f.bet(yes, id, true, 40, 100, 25)).toMatchObject({ status: true });
    expect(await f.w.balance(yes)).toMatchObject({ liability: -1000, available_balance: 0 });
    // Settled at the far end the NO loses exactly what it held; at 0 the YES would have.
    expect(await f.result(id, 999)).toMatchObject({ status: true });
    expect(await f.w.balance(one)).toMatchObject({ total_balance: 41, liability: 0 });
    expect(await f.w.balance(yes)).toMatchObject({ total_balance: 1000 + 25 * 959, liability: 0 });
  });

  it('a capped meter holds stake x cap and settles capped on both sides', async () => {
    const id = await f.fancy('METER', { session_value_yes: 40, session_value_no: 40, meter_cap: 10 });
    const no = await f.w.customer(1000);
    const yes = await f.w.customer(1000);
    expect(await f.bet(no, id, false, 40, 100, 50)).toMatchObject({ status: true });
    expect(await f.bet(yes, id, true, 40, 100, 50)).toMatchObject({ status: true });
    // ₹50 x 10 runs, not ₹50 x 959 (which a ₹1,000 balance could not even cover).
    expect(await f.held(no)).toBe(500);
    expect(await f.held(yes)).toBe(500);
    expect(await f.shownExposure(no, id)).toBe(500);
    expect(await f.result(id, 999)).toMatchObject({ status: true });
    expect(await f.w.balance(no)).toMatchObject({ total_balance: 500, liability: 0 });
    expect(await f.w.balance(yes)).toMatchObject({ total_balance: 1500, liability: 0 });
  });

  it('refuses a meter cap on any other kind, and a domain outside 1..9999 (the runs a result may carry), naming the field', async () => {
    const bad = async (body: Record<string, unknown>, field: string) => {
      const out = await f.w.call(f.w.adminToken, 'admin/fancy/create', {
        match_id: f.matchId,
        name: 'x',
        session_value_yes: 50,
        session_size_yes: 100,
        ...body,
      });
      expect(out).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
      expect(out.message).toContain(field);
    };
    await bad({ fancy_type: 'SESSION', meter_cap: 5 }, 'meter_cap');
    await bad({ fancy_type: 'METER', meter_cap: 0 }, 'meter_cap');
    await bad({ fancy_type: 'METER', max_result: 0 }, 'max_result');
    await bad({ fancy_type: 'METER', max_result: 10_000 }, 'max_result');
    await bad({ fancy_type: 'SESSION', max_result: 99.5 }, 'max_result');
  });
});
