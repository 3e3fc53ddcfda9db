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
    expect(s).toMatchObject({ status: 'OPEN', price: 24000, line_unit: 5 });
    // Lines every 10 units (50 points) around 24,000 = 4800 x 5; rates from the chance of ending above each.
    expect(s.fancies.map((f: Session) => [f.session_value_yes, f.session_size_yes, f.session_size_no, f.status])).toEqual([
      [4780, 30, 45, 'OPEN'],
      [4790, 55, 70, 'OPEN'],
      [4800, 85, 110, 'OPEN'],
      [4810, 140, 180, 'OPEN'],
      [4820, 230, 290, 'OPEN'],
    ]);
    expect(await bet(a, s, 2, true, 100)).toMatchObject({ status: true }); // YES 4800 @85, ₹100
    expect(await bet(a, s, 3, false, 100)).toMatchObject({ status: true }); // NO 4810 @180, ₹100
    expect(await bet(a, s, 1, true, 200)).toMatchObject({ status: true }); // YES 4790 @55, ₹200
    expect(await bet(b, s, 2, false, 100)).toMatchObject({ status: true }); // NO 4800 @110, ₹100
    expect(await bet(b, s, 4, true, 50)).toMatchObject({ status: true }); // YES 4820 @230, ₹50
    // Held: each line's worst case (YES: the stake; NO: stake x rate / 100).
    expect(await w.balance(a)).toMatchObject({ total_balance: 1000, liability: -480 });
    expect(await w.balance(b)).toMatchObject({ total_balance: 1000, liability: -160 });
    const current = (await w.call(a.token, 'bet/getCurrentBets', { page: 1, limit: 10, bet_type: 'all' })).data.data;
    expect(current.map((x: Session) => [x.sport_name, x.selection_name]).sort()).toEqual([
      ['Binary', 'NO NIFTY below ₹24,050'],
      ['Binary', 'YES NIFTY at or above ₹23,950'],
      ['Binary', 'YES NIFTY at or above ₹24,000'],
    ]);

    // Settlement 24,049.99: run floor(2404999 / 500) = 4809. YES 4800 wins, NO 4810 wins, YES 4790 wins; B's NO 4800 and YES 4820 lose.
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
    // 24,100 = run 4820: YES 4800 +85, NO 4810 -180, YES 4790 +110; B: NO 4800 -110, YES 4820 +115.
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
      [4790, 'SUSPENDED'],
      [4800, 'SUSPENDED'],
      [4810, 'SUSPENDED'],
      [4820, 'SUSPENDED'],
      [4830, 'SUSPENDED'],
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
});
