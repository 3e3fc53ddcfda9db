import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld } from '../trading/money-fixture.ts';

// A house quote under which a customer backing both sides wins whatever the result is refused
// QUOTE_CROSSED and changes nothing: a SESSION NO line above its YES line, a YES rate above the NO
// rate at one line, METER rates that both pay more per run than the other side loses, a bookmaker
// back rate above its lay rate. The same sides one step apart are taken.
const CROSSED = { status: false, code: 'QUOTE_CROSSED' };
const CREATED = { status: true, data: { fancy_id: expect.any(Number) } };

describe.each(testDialects())('crossed house quotes on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());

  /** admin/fancy/create's answer for a fancy quoted YES [line, rate] and NO [line, rate]. */
  const createFancy = (fancy_type: string, yes: [number, number], no: [number, number]) =>
    w.call(w.adminToken, 'admin/fancy/create', {
      match_id: matchId,
      name: `${fancy_type} ${yes.join('/')} ${no.join('/')}`,
      fancy_type,
      session_value_yes: yes[0],
      session_size_yes: yes[1],
      session_value_no: no[0],
      session_size_no: no[1],
    });
  const stored = (marketId: number) =>
    w.ctx.database.db
      .selectFrom('markets')
      .select(['yes_line', 'yes_rate', 'no_line', 'no_rate', 'version'])
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
  const marketCount = async () => (await w.ctx.database.db.selectFrom('markets').select('market_id').execute()).length;

  it('refuses a SESSION whose NO line is above its YES line, and takes the lines equal or with a gap', async () => {
    const before = await marketCount();
    const out = await createFancy('SESSION', [50, 100], [51, 100]);
    expect(out).toMatchObject(CROSSED);
    expect(out.message).toBe('The NO line 51 is above the YES line 50: a customer backing both sides would win whatever the result.');
    expect(await marketCount()).toBe(before);
    expect(await createFancy('SESSION', [50, 100], [50, 100])).toMatchObject(CREATED);
    expect(await createFancy('SESSION', [52, 100], [50, 100])).toMatchObject(CREATED);
  });

  it('refuses a SESSION at one line whose YES rate is above its NO rate, and takes them equal or the NO rate above', async () => {
    expect(await createFancy('SESSION', [50, 101], [50, 100])).toMatchObject({
      ...CROSSED,
      message: 'At one line the YES rate 101 is above the NO rate 100: a customer backing both sides would win whatever the result.',
    });
    expect(await createFancy('SESSION', [50, 90], [50, 110])).toMatchObject(CREATED);
    // With a gap every run in it loses both sides, whatever the rates.
    expect(await createFancy('SESSION', [51, 150], [50, 80])).toMatchObject(CREATED);
  });

  it('refuses a METER at one line whose rates multiply past 100 x 100, and takes them at exactly that', async () => {
    expect(await createFancy('METER', [50, 101], [50, 100])).toMatchObject(CROSSED);
    expect(await createFancy('METER', [49, 40], [50, 40])).toMatchObject(CROSSED);
    expect(await createFancy('METER', [50, 125], [50, 80])).toMatchObject(CREATED);
  });

  it('leaves alone what pays no one twice: a khado NO line, a side not quoted yet, a SESSION at one line whatever its rates multiply to', async () => {
    // A khado is backed only (YES from a start): a NO line above its YES line pays nothing.
    expect(await createFancy('KHADO', [50, 150], [60, 100])).toMatchObject(CREATED);
    // A SESSION quoted on its NO side only is quoted on its YES side later (admin/fancy/quote).
    const noSideOnly = await w.call(w.adminToken, 'admin/fancy/create', {
      match_id: matchId,
      name: 'NO side only',
      fancy_type: 'SESSION',
      session_size_yes: 100,
      session_value_no: 5,
      session_size_no: 100,
    });
    expect(noSideOnly).toMatchObject(CREATED);
    // One line, no NO rate yet: the NO side cannot be backed.
    const noRate = await w.call(w.adminToken, 'admin/fancy/create', {
      match_id: matchId,
      name: 'No NO rate',
      fancy_type: 'SESSION',
      session_value_yes: 50,
      session_size_yes: 100,
      session_value_no: 50,
    });
    expect(noRate).toMatchObject(CREATED);
    // The meter's product rule is the meter's: a SESSION at one line pays YES 110 and charges NO 120.
    expect(await createFancy('SESSION', [50, 110], [50, 120])).toMatchObject(CREATED);
  });

  it('refuses a fancy quote that crosses the stored other side, keeps the old quote and takes bets at it', async () => {
    const id = (await createFancy('SESSION', [52, 100], [50, 100])).data.fancy_id as number;
    const before = await stored(id);
    expect(await w.call(w.adminToken, 'admin/fancy/quote', { fancy_id: id, session_value_no: 53 })).toMatchObject(CROSSED);
    expect(await w.call(w.adminToken, 'admin/fancy/quote', { fancy_id: id, session_value_yes: 49 })).toMatchObject(CROSSED);
    expect(await stored(id)).toEqual(before);
    const c = await w.customer(1000);
    const bet = await w.call(c.token, 'bet/placeFancyBet', {
      match_id: matchId,
      fancy_id: id,
      is_back: true,
      run: 52,
      size: 100,
      stack: 10,
    });
    expect(bet.status).toBe(true);
    // Moving both sides together is one quote: the NO line may pass the old YES line.
    expect(await w.call(w.adminToken, 'admin/fancy/quote', { fancy_id: id, session_value_yes: 56, session_value_no: 54 })).toMatchObject({
      status: true,
    });
    expect(await stored(id)).toMatchObject({ yes_line: 56, no_line: 54, version: before.version + 1 });
    // A rate alone is checked against the stored lines: at one line YES may not pay more than NO charges.
    await w.admin('admin/fancy/quote', { fancy_id: id, session_value_yes: 54 });
    expect(await w.call(w.adminToken, 'admin/fancy/quote', { fancy_id: id, session_size_yes: 120 })).toMatchObject(CROSSED);
    await w.expectAuditClean();
  });

  it('lets only one of two quotes through when each is sound alone but together they would cross', async () => {
    // On PostgreSQL the two interleave on two connections; SQLite's one connection runs them in turn.
    for (let round = 0; round < 5; round++) {
      const id = (await createFancy('SESSION', [52, 100], [50, 100])).data.fancy_id as number;
      // YES down to 50 is sound against NO 50; NO up to 52 is sound against YES 52; both cross.
      const answers = await Promise.all([
        w.call(w.adminToken, 'admin/fancy/quote', { fancy_id: id, session_value_yes: 50 }),
        w.call(w.adminToken, 'admin/fancy/quote', { fancy_id: id, session_value_no: 52 }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([false, true]);
      expect(answers.find((a) => !a.status)).toMatchObject(CROSSED);
      const { yes_line, no_line } = await stored(id);
      expect(Number(no_line)).toBeLessThanOrEqual(Number(yes_line));
    }
  });

  it('refuses a bookmaker created or quoted with a back rate above its lay rate, and takes them equal', async () => {
    const before = await marketCount();
    const created = await w.call(w.adminToken, 'admin/market/create', {
      match_id: matchId,
      name: 'Bookmaker',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 45, lay_rate: 50 },
        { name: 'B', back_rate: 126, lay_rate: 125 },
      ],
    });
    expect(created).toMatchObject({
      ...CROSSED,
      message: "Runner 2's back rate 126 is above its lay rate 125: a customer backing both sides would win whatever the result.",
    });
    expect(await marketCount()).toBe(before);
    const { marketId, a, b } = await w.bookmaker(matchId);
    const quote = (back_rate: number, lay_rate: number) =>
      w.call(w.adminToken, 'admin/bookmaker/quote', {
        market_id: marketId,
        runners: [
          { selection_id: a, back_rate: 40, lay_rate: 44 },
          { selection_id: b, back_rate, lay_rate },
        ],
      });
    const rates = () =>
      w.ctx.database.db
        .selectFrom('market_runners')
        .select(['back_rate', 'lay_rate'])
        .where('market_id', '=', marketId)
        .orderBy('selection_id')
        .execute();
    const ratesBefore = await rates();
    expect(await quote(300, 290)).toMatchObject(CROSSED);
    expect(await rates()).toEqual(ratesBefore);
    expect(await quote(290, 290)).toMatchObject({ status: true });
    expect((await rates()).map((r) => [Number(r.back_rate), Number(r.lay_rate)])).toEqual([
      [40, 44],
      [290, 290],
    ]);
  });
});
