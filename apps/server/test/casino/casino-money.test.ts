import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { CasinoWorld, secretDealing, TABLE_IDS } from './casino-world.ts';

const rankOf = (code: string) => code.slice(0, -2);

describe.each(testDialects())('casino table money on %s', (dialect) => {
  let w: CasinoWorld;
  beforeAll(async () => {
    w = await CasinoWorld.create(dialect);
  });
  afterAll(async () => w?.money.ctx.close());

  /** The next lucky7 round deals a card of `rank`. */
  const nextLucky7 = (rank: string) => w.secrets.set('table:-1013', [secretDealing('lucky7', (d) => rankOf(d.cards[0]!) === rank)]);

  const audit = async () => (await w.money.admin('admin/audit/ledger')).differences;

  it('pays a winning back bet its profit and takes a losing one its stake, exactly', async () => {
    const winner = await w.money.customer(1000);
    const loser = await w.money.customer(1000);
    nextLucky7('9');
    const round = await w.openRound('lucky7');
    expect(await w.bet(winner.token, 'lucky7', round, 2, 2, 100)).toMatchObject({ status: true });
    expect(await w.bet(loser.token, 'lucky7', round, 1, 2, 100)).toMatchObject({ status: true });
    expect(await w.balance(winner.token)).toEqual({ total: 1000, available: 900, liability: -100 });
    await w.finishRound('lucky7', round);
    expect(await w.balance(winner.token)).toEqual({ total: 1100, available: 1100, liability: 0 });
    expect(await w.balance(loser.token)).toEqual({ total: 900, available: 900, liability: 0 });
    expect(await audit()).toEqual([]);
  });

  it('takes half the stake of Low and High on a seven', async () => {
    const c = await w.money.customer(1000);
    nextLucky7('7');
    const round = await w.openRound('lucky7');
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 100)).toMatchObject({ status: true });
    expect(await w.bet(c.token, 'lucky7', round, 2, 2, 51)).toMatchObject({ status: true });
    await w.finishRound('lucky7', round);
    // 100 loses 50, 51 loses 25.50.
    expect(await w.balance(c.token)).toEqual({ total: 924.5, available: 924.5, liability: 0 });
    expect(await audit()).toEqual([]);
  });

  it('refunds Player A and Player B on a Teen Patti tie', async () => {
    const c = await w.money.customer(1000);
    w.secrets.set('table:-1', [secretDealing('teen20', (d) => d.result === '0')]);
    const round = await w.openRound('teen20');
    expect(await w.bet(c.token, 'teen20', round, 1, 1.98, 300)).toMatchObject({ status: true });
    expect(await w.bet(c.token, 'teen20', round, 3, 1.98, 200)).toMatchObject({ status: true });
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 500, liability: -500 });
    await w.finishRound('teen20', round);
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 1000, liability: 0 });
    const detail = await w.money.call(c.token, 'betResult/marketResultDetailsByMarketId', { market_id: String(round) });
    expect(detail.data).toMatchObject({ winner: '0', nonce: 1 });
    expect(detail.data.bets.map((b: { profit_loss: number }) => b.profit_loss)).toEqual([0, 0]);
  });

  it('refuses a bet after the window closed and changes nothing', async () => {
    const c = await w.money.customer(1000);
    const round = await w.openRound('dt20');
    await w.advance(10_000);
    expect(w.casino.table(TABLE_IDS.dt20)!.round!.status).toBe('SUSPENDED');
    const before = await w.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await w.bet(c.token, 'dt20', round, 1, 2, 100)).toMatchObject({ status: false, code: 'MARKET_SUSPENDED' });
    const after = await w.db
      .selectFrom('bets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 1000, liability: 0 });
  });

  it('refuses a bet at another rate with RATE_CHANGED and the shown rate', async () => {
    const c = await w.money.customer(1000);
    const round = await w.openRound('aaa');
    const out = await w.bet(c.token, 'aaa', round, 1, 2.1, 100);
    expect(out).toMatchObject({ status: false, code: 'RATE_CHANGED', quote: { rate: 2.12 } });
    expect(await w.bet(c.token, 'aaa', round, 1, 2.22, 100, false)).toMatchObject({ status: true });
    // A lay of 100 at 2.22 risks 122.
    expect(await w.balance(c.token)).toEqual({ total: 1000, available: 878, liability: -122 });
  });

  it('holds side bets to the side maximum and main bets to the main maximum', async () => {
    const c = await w.money.customer(100_000);
    const round = await w.openRound('lucky7');
    expect(await w.bet(c.token, 'lucky7', round, 3, 2.1, 10_001)).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 50_001)).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 5)).toMatchObject({ status: false, code: 'STAKE_TOO_LOW' });
    expect(await w.bet(c.token, 'lucky7', round, 1, 2, 20_000)).toMatchObject({ status: true });
    expect(await w.bet(c.token, 'lucky7', round, 3, 2.1, 10_000)).toMatchObject({ status: true });
  });

  it('takes ten customers betting at once on one round and pays each exactly once', async () => {
    const customers = await Promise.all(Array.from({ length: 10 }, () => w.money.customer(500)));
    w.secrets.set('table:-1011', [secretDealing('dt20', (d) => d.result === '1')]);
    const round = await w.openRound('dt20');
    const answers = await Promise.all(customers.map((c, i) => w.bet(c.token, 'dt20', round, i % 2 === 0 ? 1 : 2, 2, 100)));
    expect(answers.every((a) => a.status)).toBe(true);
    await w.finishRound('dt20', round);
    const totals = await Promise.all(customers.map(async (c) => (await w.balance(c.token)).total));
    // Dragon won: backers of Dragon (even) gain 100, of Tiger lose 100.
    expect(totals).toEqual(customers.map((_, i) => (i % 2 === 0 ? 600 : 400)));
    expect(await audit()).toEqual([]);
  });
});
