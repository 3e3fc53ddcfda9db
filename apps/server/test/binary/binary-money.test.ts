import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InstrumentFeed } from '../../src/modules/binary/instrument-feed.ts';
import type { Instrument } from '../../src/modules/binary/instruments.ts';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

/** A feed the test moves by hand: NIFTY only, prices in hundredths. */
class HandFeed implements InstrumentFeed {
  price: number | null = null;
  settlement = new Map<string, number>();
  priceAt(instrument: Instrument): number | null {
    return instrument.code === 'NIFTY' ? this.price : null;
  }
  settlementPrice(instrument: Instrument, day: string): number | null {
    return instrument.code === 'NIFTY' ? (this.settlement.get(day) ?? null) : null;
  }
}

const ist = (text: string) => Date.parse(`${text}+05:30`);
/** An IST day relative to the real clock: ledger rows carry real time, the statement's window is relative to it. */
const today = (offsetDays: number) => new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Session = any;

describe.each(testDialects())('binary sessions move money exactly on %s', (dialect) => {
  let w: MoneyWorld;
  const feed = new HandFeed();
  let now = 0;
  let a: Customer;
  let b: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    const binary = w.ctx.services.binary;
    binary.feed = feed;
    binary.clock = () => now;
    a = await w.customer(1000);
    b = await w.customer(1000);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const tick = () => w.ctx.services.binary.tick();
  const nifty = async (c: Customer): Promise<Session> =>
    (await w.call(c.token, 'binary/getSessions')).data.find((s: Session) => s.instrument === 'NIFTY');
  const bet = (c: Customer, s: Session, strike: number, yes: boolean, stack: number, run?: number, size?: number) => {
    const f = s.fancies[strike];
    return w.call(c.token, 'bet/placeFancyBet', {
      match_id: s.match_id,
      fancy_id: f.fancy_id,
      is_back: yes,
      run: run ?? (yes ? f.session_value_yes : f.session_value_no),
      size: size ?? (yes ? f.session_size_yes : f.session_size_no),
      stack,
      client_ref: `b-${Math.random()}`,
    });
  };

  it('shows NIFTY closed with its next opening before 10:00 IST, and no lines', async () => {
    now = ist('2026-11-23T09:59:00');
    feed.price = 2_400_000;
    await tick();
    const s = await nifty(a);
    expect(s).toMatchObject({ status: 'CLOSED', fancies: [], opens_at: new Date(ist('2026-11-23T10:00:00')).toISOString() });
  });

  let matchId = 0;
  it('YES and NO bets on several lines settle at the close on one price with hand-computed amounts', async () => {
    now = ist('2026-11-23T11:00:00');
    await tick();
    const s = await nifty(a);
    matchId = s.match_id;
    expect(s).toMatchObject({ instrument: 'NIFTY', code: 'NIFTY', status: 'OPEN', price: 24000 });
    // Lines are prices, every 50 points around 24,000; rates from the chance of ending at or above each.
    expect(
      s.fancies.map((f: Session) => [f.session_value_yes, f.session_value_no, f.session_size_yes, f.session_size_no, f.status]),
    ).toEqual([
      [23900, 23900, 30, 45, 'OPEN'],
      [23950, 23950, 55, 70, 'OPEN'],
      [24000, 24000, 85, 110, 'OPEN'],
      [24050, 24050, 140, 180, 'OPEN'],
      [24100, 24100, 230, 290, 'OPEN'],
    ]);
    // The result domain covers the instrument's prices: 0 to twice the opening price.
    expect(s.fancies.map((f: Session) => f.max_result)).toEqual([48000, 48000, 48000, 48000, 48000]);
    expect(await bet(a, s, 2, true, 100)).toMatchObject({ status: true }); // YES 24000 @85, ₹100
    expect(await bet(a, s, 3, false, 100)).toMatchObject({ status: true }); // NO 24050 @180, ₹100
    expect(await bet(a, s, 1, true, 200)).toMatchObject({ status: true }); // YES 23950 @55, ₹200
    expect(await bet(b, s, 2, false, 100)).toMatchObject({ status: true }); // NO 24000 @110, ₹100
    expect(await bet(b, s, 4, true, 50)).toMatchObject({ status: true }); // YES 24100 @230, ₹50
    // Held: each line's worst case (YES: the stake; NO: stake x rate / 100).
    expect(await w.balance(a)).toMatchObject({ total_balance: 1000, liability: -480 });
    expect(await w.balance(b)).toMatchObject({ total_balance: 1000, liability: -160 });
    const current = (await w.call(a.token, 'bet/getCurrentBets', { page: 1, limit: 10, bet_type: 'all' })).data.data;
    expect(current.map((x: Session) => [x.sport_name, x.selection_name]).sort()).toEqual([
      ['Binary', 'NO NIFTY below ₹24,050'],
      ['Binary', 'YES NIFTY at or above ₹23,950'],
      ['Binary', 'YES NIFTY at or above ₹24,000'],
    ]);

    // Settlement 24,049.99: result 24049 (its whole points). YES 24000 wins, NO 24050 wins, YES 23950 wins; B's NO 24000 and YES 24100 lose.
    feed.settlement.set('2026-11-23', 2_404_999);
    now = ist('2026-11-23T14:30:00');
    await tick();
    expect(await w.balance(a)).toMatchObject({ total_balance: 1000 + 85 + 100 + 110, liability: 0 });
    expect(await w.balance(b)).toMatchObject({ total_balance: 1000 - 110 - 50, liability: 0 });
    const after = await nifty(a);
    expect(after).toMatchObject({ status: 'CLOSED', session_status: 'SETTLED', settlement_price: 24049.99, fancies: [] });
  });

  it('a rollback and a corrected price re-settle exactly, recorded with who and when; customers are refused', async () => {
    expect(await w.call(a.token, 'admin/binary/settle', { match_id: matchId, price: 24100 })).toMatchObject({ status: false });
    expect(await approvedBySecondAdmin(w, 'admin/binary/rollback', { match_id: matchId })).toMatchObject({ status: 'HELD' });
    expect(await w.balance(a)).toMatchObject({ total_balance: 1000, liability: -480 });
    expect(await w.balance(b)).toMatchObject({ total_balance: 1000, liability: -160 });
    // A rolled-back session waits for the operator: a tick does not settle it again.
    await tick();
    expect(await w.balance(a)).toMatchObject({ total_balance: 1000, liability: -480 });
    // 24,100: YES 24000 +85, NO 24050 -180, YES 23950 +110; B: NO 24000 -110, YES 24100 +115 (at the line: YES wins).
    expect(await w.admin('admin/binary/settle', { match_id: matchId, price: 24100 })).toMatchObject({ status: 'SETTLED' });
    expect(await w.balance(a)).toMatchObject({ total_balance: 1015, liability: 0 });
    expect(await w.balance(b)).toMatchObject({ total_balance: 1005, liability: 0 });
    // Correcting a settled session takes its rollback first, approved by a second operator: 24,049.99 again.
    expect(await w.call(w.adminToken, 'admin/binary/settle', { match_id: matchId, price: 24049.99 })).toMatchObject({
      status: false,
      code: 'ROLLBACK_FIRST',
    });
    expect(await w.balance(a)).toMatchObject({ total_balance: 1015, liability: 0 });
    expect(await approvedBySecondAdmin(w, 'admin/binary/rollback', { match_id: matchId })).toMatchObject({ status: 'HELD' });
    expect(await w.admin('admin/binary/settle', { match_id: matchId, price: 24049.99 })).toMatchObject({ status: 'SETTLED' });
    expect(await w.balance(a)).toMatchObject({ total_balance: 1295, liability: 0 });
    expect(await w.balance(b)).toMatchObject({ total_balance: 840, liability: 0 });
    const actions = await w.ctx.database.db.selectFrom('game_operator_actions').selectAll().where('match_id', '=', matchId).execute();
    expect(actions.map((x) => [x.action, x.detail, Number(x.created_at)])).toEqual([
      ['ROLLBACK', null, now],
      ['SETTLE', '24100', now],
      ['ROLLBACK', null, now],
      ['SETTLE', '24049.99', now],
    ]);
    const adminId = (
      await w.ctx.database.db.selectFrom('users').select('user_id').where('user_name', '=', 'admin').executeTakeFirstOrThrow()
    ).user_id;
    expect(new Set(actions.map((x) => Number(x.user_id)))).toEqual(new Set([Number(adminId)]));
  });

  it('the statement describes each binary result by the bets in words', async () => {
    const rows = (
      await w.call(a.token, 'accountStatement/getUserAccountStatementHistory', {
        page: 1,
        limit: 100,
        account_type: 'Sport Report',
        from_date: today(-1),
        to_date: today(0),
      })
    ).data.data as { description: string; type: string }[];
    const results = new Set(rows.filter((r) => r.type === 'SETTLEMENT').map((r) => r.description));
    expect(results).toEqual(
      new Set([
        'Result / NIFTY 2026-11-23 / YES NIFTY at or above ₹24,000',
        'Result / NIFTY 2026-11-23 / NO NIFTY below ₹24,050',
        'Result / NIFTY 2026-11-23 / YES NIFTY at or above ₹23,950',
      ]),
    );
  });

  it('refuses a bet on a line that moved, a suspended line and a closed session, and changes nothing', async () => {
    now = ist('2026-11-24T10:30:00');
    feed.price = 2_400_000;
    await tick();
    const s = await nifty(a);
    const before = await w.balance(a);
    expect(await bet(a, s, 2, true, 100, s.fancies[2].session_value_yes + 1)).toMatchObject({ status: false, code: 'RUN_CHANGED' });
    expect(await bet(a, s, 2, true, 100, undefined, s.fancies[2].session_size_yes + 5)).toMatchObject({
      status: false,
      code: 'RATE_CHANGED',
    });
    // The price moves 60 points: every line moves up a strike and is suspended until the next tick finds it still.
    feed.price = 2_406_000;
    now += 5000;
    await tick();
    const moved = await nifty(a);
    expect(moved.fancies.map((f: Session) => [f.session_value_yes, f.status])).toEqual([
      [23950, 'SUSPENDED'],
      [24000, 'SUSPENDED'],
      [24050, 'SUSPENDED'],
      [24100, 'SUSPENDED'],
      [24150, 'SUSPENDED'],
    ]);
    expect(await bet(a, moved, 2, true, 100)).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
    now += 5000;
    await tick();
    const reopened = await nifty(a);
    expect(reopened.fancies.every((f: Session) => f.status === 'OPEN')).toBe(true);
    expect(await w.balance(a)).toEqual(before);

    // At the close the lines are suspended: a bet sent with the last quote is refused.
    now = ist('2026-11-24T14:30:00');
    await tick();
    expect(await bet(a, reopened, 2, true, 100)).toMatchObject({ status: false });
    expect(await w.balance(a)).toEqual(before);
  });

  it('a day without a settlement price is void an hour after the close: every stake back', async () => {
    now = ist('2026-11-25T12:00:00');
    await tick();
    const s = await nifty(a);
    const before = await w.balance(a);
    expect(await bet(a, s, 0, true, 100)).toMatchObject({ status: true });
    expect(await bet(a, s, 4, false, 50)).toMatchObject({ status: true });
    now = ist('2026-11-25T14:30:00');
    await tick();
    expect((await nifty(a)).session_status).toBe('CLOSED');
    now = ist('2026-11-25T15:29:59');
    await tick();
    expect((await nifty(a)).session_status).toBe('CLOSED');
    now = ist('2026-11-25T15:30:00');
    await tick();
    expect((await nifty(a)).session_status).toBe('VOID');
    expect(await w.balance(a)).toEqual(before);
  });

  it.each(['America/Los_Angeles', 'Asia/Tokyo'])(
    'opens the lines at 10:00:00 IST and closes them at 14:30:00 IST on a weekday, not at the weekend (machine zone %s)',
    async (zone) => {
      const original = process.env.TZ;
      process.env.TZ = zone;
      try {
        const day = zone === 'Asia/Tokyo' ? '2026-11-27' : '2026-11-26';
        feed.price = 2_400_000;
        feed.settlement.set(day, 2_400_000);
        now = ist(`${day}T09:59:59.999`);
        await tick();
        expect(await nifty(a)).toMatchObject({ status: 'CLOSED', fancies: [] });
        now = ist(`${day}T10:00:00`);
        await tick();
        const open = await nifty(a);
        expect(open.status).toBe('OPEN');
        expect(open.fancies.map((f: Session) => f.status)).toEqual(['OPEN', 'OPEN', 'OPEN', 'OPEN', 'OPEN']);
        now = ist(`${day}T14:29:59.999`);
        await tick();
        expect((await nifty(a)).status).toBe('OPEN');
        now = ist(`${day}T14:30:00`);
        await tick();
        expect(await nifty(a)).toMatchObject({ status: 'CLOSED', session_status: 'SETTLED', fancies: [] });
        now = ist('2026-11-28T11:00:00');
        await tick();
        expect(await nifty(a)).toMatchObject({ status: 'CLOSED', opens_at: new Date(ist('2026-11-30T10:00:00')).toISOString() });
      } finally {
        process.env.TZ = original;
      }
    },
  );
  it('admin/binary/void gives every stake back and is recorded; customers get 403 on void and rollback', async () => {
    now = ist('2026-12-01T11:00:00');
    feed.price = 2_400_000;
    await tick();
    const s = await nifty(a);
    const before = [await w.balance(a), await w.balance(b)];
    expect(await bet(a, s, 2, true, 100)).toMatchObject({ status: true });
    expect(await bet(a, s, 3, false, 100)).toMatchObject({ status: true });
    expect(await bet(b, s, 1, false, 40)).toMatchObject({ status: true });
    expect(await w.balance(a)).toMatchObject({ total_balance: before[0]!.total_balance, liability: -280 });
    for (const [path, body] of [
      ['admin/binary/void', { match_id: s.match_id, reason: 'feed failed' }],
      ['admin/binary/rollback', { match_id: s.match_id }],
    ] as const) {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { authorization: `Bearer ${a.token}` },
        payload: body,
      });
      expect(res.statusCode, path).toBe(403);
    }
    expect(await w.balance(a)).toMatchObject({ liability: -280 });
    expect(await w.admin('admin/binary/void', { match_id: s.match_id, reason: 'feed failed' })).toMatchObject({ status: 'VOID' });
    expect([await w.balance(a), await w.balance(b)]).toEqual(before);
    expect(await nifty(a)).toMatchObject({ session_status: 'VOID', fancies: [] });
    // A void session takes no automatic settlement at its close.
    feed.settlement.set('2026-12-01', 2_500_000);
    now = ist('2026-12-01T14:30:00');
    await tick();
    expect([await w.balance(a), await w.balance(b)]).toEqual(before);
    const actions = await w.ctx.database.db.selectFrom('game_operator_actions').selectAll().where('match_id', '=', s.match_id).execute();
    expect(actions.map((x) => [x.action, x.detail])).toEqual([['VOID', 'feed failed']]);
  });
});
