import { FULL_FRACTION, type CashoutMessage } from '@bx/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AutoCashOutWatcher } from '../../src/modules/cash-out/auto-cash-out-watcher.ts';
import { startAutoCashOut } from '../../src/modules/cash-out/start-auto-cash-out.ts';
import { testDialects } from '../helpers/test-app.ts';
import { LiveClient, listen } from '../realtime/live-client.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

async function until(condition: () => Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDialects())('auto cash out on %s', (dialect) => {
  let w: MoneyWorld;
  let running: ReturnType<typeof startAutoCashOut> | null = null;
  // A sweep a minute apart: what fires here fires on the commit that moved the book, or on a start.
  const start = () => (running = startAutoCashOut(w.ctx.app, { sweepMs: 60_000 }));
  const stop = async () => {
    await running?.stop();
    running = null;
  };
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterEach(async () => {
    await stop();
    await w.expectAuditClean();
  });
  afterAll(async () => w?.close());

  const rules = (c: Customer) => w.call(c.token, 'bet/getAutoCashOut', {});
  const betCount = async (c: Customer) =>
    (await w.ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute()).length;

  /** A back of ₹100 at 2.0 on A; others back A at 1.9 (value 200/1.9 laid: +₹5.26). */
  async function position() {
    const matchId = await w.match();
    const { marketId, sel } = await w.market(matchId, ['A', 'B']);
    const maker = await w.customer(10000);
    const c = await w.customer(1000);
    await w.bet(maker, matchId, marketId, sel[0]!, false, 2.0, 100);
    await w.bet(c, matchId, marketId, sel[0]!, true, 2.0, 100);
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.9, 500);
    expect((await w.call(c.token, 'bet/cashOutQuote', { market_id: marketId })).data.value).toBe(5.26);
    return { matchId, marketId, sel, maker, c };
  }

  it('fires once, with no socket open, when the book crosses the profit target', async () => {
    start();
    const { matchId, marketId, sel, maker, c } = await position();
    const set = await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: 30 });
    expect(set).toMatchObject({ status: true, data: { market_id: marketId, profit_target: 30, loss_limit: null, status: 'ACTIVE' } });
    await running!.watcher.idle();
    expect((await rules(c)).data.rules).toHaveLength(1);
    // Others now back A at 1.5: the value is +₹33.33.
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    await until(async () => (await rules(c)).data.fired.length === 1);
    const fired = (await rules(c)).data.fired[0];
    expect(fired).toMatchObject({ status: 'FIRED', fired_value: 33.33 });
    expect(fired.bet_ids).toHaveLength(1);
    // The customer's bet list tells the hedge from their own bet.
    const listed = (await w.call(c.token, 'bet/getMarketAndFancyBet', { match_id: matchId })).data.matched as {
      bet_id: number;
      placed_by: string;
    }[];
    expect(listed.map((b) => [b.bet_id, b.placed_by])).toEqual([
      [fired.bet_ids[0], 'auto_cash_out'],
      [expect.any(Number), 'customer'],
    ]);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: 0 }));
    const bets = await betCount(c);
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.4, 500);
    running!.watcher.sweep();
    await running!.watcher.idle();
    expect(await betCount(c)).toBe(bets);
    expect((await rules(c)).data.rules).toEqual([]);
  });

  it('fires at the loss limit and pushes a cashout message to an open socket', async () => {
    const url = await listen(w.ctx);
    start();
    const { matchId, marketId, sel, maker, c } = await position();
    const live = await LiveClient.open(`${url}?token=${c.token}`);
    await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, loss_limit: 30 });
    // A drifts: others back it at 3.0 only. Laying ₹66.66 at 3.0 gives A +100 - 133.32, B -100 + 66.66: -₹33.34.
    const resting = await w.call(maker.token, 'bet/getMarketAndFancyBet', { match_id: matchId });
    await w.call(maker.token, 'bet/cancelBet', { bet_id: resting.data.unmatched.find((b: { odds: number }) => b.odds === 1.9).bet_id });
    await w.bet(maker, matchId, marketId, sel[0]!, true, 3.0, 500);
    const message = await live.next((m) => m.type === 'cashout');
    expect(message).toMatchObject({ type: 'cashout', market_id: marketId, value: -33.34 });
    expect((await rules(c)).data.fired[0]).toMatchObject({ status: 'FIRED', fired_value: -33.34, bet_ids: message.bet_ids });
    live.close();
  });

  it('survives a restart between setting the rule and the crossing', async () => {
    const { matchId, marketId, sel, maker, c } = await position();
    await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: 30 });
    // No watcher runs (the process is down): the book crosses, nothing fires.
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    expect((await rules(c)).data.rules).toHaveLength(1);
    // The next leader reads the stored rule at its start.
    start();
    await until(async () => (await rules(c)).data.fired.length === 1);
    expect((await rules(c)).data.fired[0]).toMatchObject({ fired_value: 33.33 });
  });

  it('after a crash between the cash out and the rule’s row, the next start answers the same bets and places nothing twice', async () => {
    const { matchId, marketId, sel, maker, c } = await position();
    await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: 30 });
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    const rule = await w.ctx.database.db
      .selectFrom('auto_cash_outs')
      .select('rule_id')
      .where('user_id', '=', c.userId)
      .executeTakeFirstOrThrow();
    // What the leader did before it died: the keyed cash out committed, the rule still ACTIVE.
    const order = { userId: c.userId, marketId, fraction: FULL_FRACTION, minValue: 3333, ref: `auto-${rule.rule_id}` };
    const done = await w.ctx.app.trading.cashOut(order);
    if (done.ok !== true) throw new Error(`cash out refused: ${JSON.stringify(done)}`);
    expect(done.data).toMatchObject({ value: 33.33 });
    const bets = await betCount(c);
    start();
    await until(async () => (await rules(c)).data.fired.length === 1);
    expect((await rules(c)).data.fired[0]).toMatchObject({
      status: 'FIRED',
      fired_value: 33.33,
      bet_ids: done.data.bet_ids,
    });
    expect(await betCount(c)).toBe(bets);
  });

  it('does not fire after the rule is cleared, nor while the market is suspended', async () => {
    start();
    const cleared = await position();
    await w.call(cleared.c.token, 'bet/setAutoCashOut', { market_id: cleared.marketId, profit_target: 30 });
    expect(await w.call(cleared.c.token, 'bet/clearAutoCashOut', { market_id: cleared.marketId })).toMatchObject({
      status: true,
      data: { profit_target: 30 },
    });
    const bets = await betCount(cleared.c);
    await w.bet(cleared.maker, cleared.matchId, cleared.marketId, cleared.sel[0]!, true, 1.5, 500);
    running!.watcher.sweep();
    await running!.watcher.idle();
    expect(await betCount(cleared.c)).toBe(bets);
    expect(await rules(cleared.c)).toMatchObject({ data: { rules: [], fired: [] } });

    const paused = await position();
    await w.bet(paused.maker, paused.matchId, paused.marketId, paused.sel[0]!, true, 1.5, 500);
    await w.admin('admin/market/status', { market_id: paused.marketId, status: 'SUSPENDED' });
    // The value already passes the target, but the market is suspended.
    await w.call(paused.c.token, 'bet/setAutoCashOut', { market_id: paused.marketId, profit_target: 30 });
    running!.watcher.sweep();
    await running!.watcher.idle();
    expect((await rules(paused.c)).data.rules).toHaveLength(1);
    await w.admin('admin/market/status', { market_id: paused.marketId, status: 'OPEN' });
    await until(async () => (await rules(paused.c)).data.fired.length === 1);
  });

  it('two sets at once both answer (no 500) and leave one rule, at a new version', async () => {
    const { marketId, c } = await position();
    const answers = await Promise.all(
      [30, 40, 50, 60].map((profit_target) => w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target })),
    );
    for (const answer of answers) expect(answer).toMatchObject({ status: true, data: { status: 'ACTIVE' } });
    const stored = await w.ctx.database.db.selectFrom('auto_cash_outs').selectAll().where('user_id', '=', c.userId).execute();
    expect(stored).toHaveLength(1);
    expect(Number(stored[0]!.version)).toBeGreaterThan(0);
    const { rules: inForce } = (await rules(c)).data;
    expect(inForce).toHaveLength(1);
    expect([30, 40, 50, 60]).toContain(inForce[0].profit_target);
  });

  it('does not fire when the rule is cleared or given new bounds between the leader’s read and the batch', async () => {
    const { matchId, marketId, sel, maker, c } = await position();
    // The book already gives +₹33.33, past the target of ₹30 set below.
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    const told: CashoutMessage[] = [];
    const errors: unknown[] = [];
    // What the customer does after the watcher read the rule and before its cash out's batch runs.
    let meanwhile: () => Promise<unknown> = async () => undefined;
    const watcher = new AutoCashOutWatcher({
      db: w.ctx.database.db,
      trading: {
        cashOut: async (input) => {
          if (input.minValue !== null) await meanwhile();
          return w.ctx.app.trading.cashOut(input);
        },
      },
      notify: (_userId, message) => told.push(message),
      now: Date.now,
      log: (error) => errors.push(error),
    });
    const bets = await betCount(c);
    const set = (target: number) => w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: target });

    await set(30);
    meanwhile = () => w.call(c.token, 'bet/clearAutoCashOut', { market_id: marketId });
    watcher.marketsMoved([marketId]);
    await watcher.idle();
    expect(await betCount(c)).toBe(bets);
    expect(await rules(c)).toMatchObject({ data: { rules: [], fired: [] } });

    await set(30);
    meanwhile = () => set(50);
    watcher.marketsMoved([marketId]);
    await watcher.idle();
    expect(await betCount(c)).toBe(bets);
    expect(await rules(c)).toMatchObject({ data: { rules: [{ status: 'ACTIVE', profit_target: 50 }], fired: [] } });
    expect(told).toEqual([]);
    expect(errors).toEqual([]);
    watcher.stop();
    await w.call(c.token, 'bet/clearAutoCashOut', { market_id: marketId });
  });

  it('a cash out for a rule at an old version places nothing; at its version the rule is FIRED with the bets it placed', async () => {
    const { matchId, marketId, sel, maker, c } = await position();
    await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: 30 });
    await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: 31 });
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.5, 500);
    const rule = await w.ctx.database.db
      .selectFrom('auto_cash_outs')
      .select(['rule_id', 'version'])
      .where('user_id', '=', c.userId)
      .executeTakeFirstOrThrow();
    expect(Number(rule.version)).toBe(1);
    const ruleId = Number(rule.rule_id);
    const order = { userId: c.userId, marketId, fraction: FULL_FRACTION, minValue: 3333, ref: `auto-${ruleId}` };
    const bets = await betCount(c);
    expect(await w.ctx.app.trading.cashOut({ ...order, rule: { ruleId, version: 0 } })).toMatchObject({
      ok: false,
      code: 'AUTO_CASH_OUT_CLEARED',
    });
    expect(await betCount(c)).toBe(bets);
    expect((await rules(c)).data.rules).toMatchObject([{ status: 'ACTIVE', profit_target: 31 }]);

    const done = await w.ctx.app.trading.cashOut({ ...order, rule: { ruleId, version: 1 } });
    if (done.ok !== true) throw new Error(`cash out refused: ${JSON.stringify(done)}`);
    expect(done.data).toMatchObject({ value: 33.33 });
    expect(await betCount(c)).toBe(bets + 1);
    expect((await rules(c)).data.fired).toMatchObject([{ status: 'FIRED', fired_value: 33.33, bet_ids: done.data.bet_ids }]);
    // Fired, it is no longer there to clear.
    expect(await w.call(c.token, 'bet/clearAutoCashOut', { market_id: marketId })).toMatchObject({ status: false, code: 'NOT_FOUND' });
  });

  it('ends the rule when the market is settled, and refuses a fancy or a rule without bounds', async () => {
    start();
    const { matchId, marketId, sel, c } = await position();
    await w.call(c.token, 'bet/setAutoCashOut', { market_id: marketId, profit_target: 500 });
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [sel[0]] });
    await until(async () => (await rules(c)).data.fired[0]?.status === 'ENDED');
    const fancy = await w.session(matchId);
    expect(await w.call(c.token, 'bet/setAutoCashOut', { market_id: fancy, profit_target: 10 })).toMatchObject({
      status: false,
      code: 'CASH_OUT_UNAVAILABLE',
    });
    const res = await w.ctx.app.inject({
      method: 'POST',
      url: '/api/bet/setAutoCashOut',
      headers: { authorization: `Bearer ${c.token}` },
      payload: { market_id: marketId },
    });
    expect(res.statusCode).toBe(400);
  });
});
