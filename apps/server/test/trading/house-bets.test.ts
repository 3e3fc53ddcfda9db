import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { liveImage } from '../../src/realtime/live-images.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from './money-fixture.ts';

describe.each(testDialects())('fancy and bookmaker bets on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());
  // Whatever a scenario did, every balance still equals the sum of its ledger rows.
  afterEach(async () => w.expectAuditClean());

  const fancy = async (body: Record<string, unknown>, match = matchId) =>
    (await w.admin('admin/fancy/create', { match_id: match, name: 'F', ...body })).fancy_id as number;
  const fancyBet = (c: Customer, fancyId: number, isBack: boolean, run: number, size: number, stack: number, match = matchId) =>
    w.call(c.token, 'bet/placeFancyBet', { match_id: match, fancy_id: fancyId, is_back: isBack, run, size, stack });

  /** A session quoted YES 50 at a rate of 90 and NO 48 at 110. */
  const sessionAt90And110 = () =>
    fancy({ fancy_type: 'SESSION', session_value_yes: 50, session_size_yes: 90, session_value_no: 48, session_size_no: 110 });

  it('session YES 63 and NO 60 both lose at 61 runs', async () => {
    const id = await fancy({
      fancy_type: 'SESSION',
      session_value_yes: 63,
      session_size_yes: 100,
      session_value_no: 60,
      session_size_no: 100,
    });
    const c = await w.customer(1000);
    expect((await fancyBet(c, id, true, 63, 100, 100)).status).toBe(true);
    expect((await fancyBet(c, id, false, 60, 100, 100)).status).toBe(true);
    // Run book: <60 -> NO wins 100, YES loses 100 = 0; 60..62 both lose = -200; >=63 = 0.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 800, liability: -200 }));
    await w.admin('admin/market/result', { fancy_id: id, result_run: 61 });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 800, liability: 0 }));
    await w.expectAuditClean();
  });

  it('refuses a fancy bet off the current quote with RUN_CHANGED / RATE_CHANGED', async () => {
    const id = await sessionAt90And110();
    const c = await w.customer(1000);
    expect(await fancyBet(c, id, true, 49, 90, 100)).toMatchObject({
      status: false,
      code: 'RUN_CHANGED',
      message: 'The run changed from 49 to 50.',
    });
    expect(await fancyBet(c, id, true, 50, 100, 100)).toMatchObject({
      status: false,
      code: 'RATE_CHANGED',
      message: 'The rate changed from 100 to 90.',
    });
    // A runner market is not a fancy, whatever the call sends.
    const { marketId } = await w.market(matchId, ['A', 'B']);
    expect(await fancyBet(c, marketId, true, 50, 90, 100)).toMatchObject({ status: false, code: 'INVALID_MARKET' });
    // The right quote on another match's fancy is not the fancy the customer saw.
    expect(await fancyBet(c, id, true, 50, 90, 100, await w.match())).toMatchObject({ status: false, code: 'MARKET_NOT_FOUND' });
    await w.admin('admin/fancy/quote', { fancy_id: id, session_value_yes: 52 });
    expect(await fancyBet(c, id, true, 50, 90, 100)).toMatchObject({ status: false, code: 'RUN_CHANGED' });
    expect((await fancyBet(c, id, true, 52, 90, 100)).status).toBe(true);
  });

  it('pays khado inside its range and charges outside', async () => {
    const id = await fancy({ fancy_type: 'KHADO', session_size_yes: 200, khado_width: 5 });
    const c = await w.customer(1000);
    const d = await w.customer(1000);
    expect((await fancyBet(c, id, true, 40, 200, 100)).status).toBe(true);
    expect((await fancyBet(d, id, true, 50, 200, 100)).status).toBe(true);
    expect(await fancyBet(d, id, false, 50, 200, 100)).toMatchObject({ status: false });
    await w.admin('admin/market/result', { fancy_id: id, result_run: 44 });
    // 40..44 wins 100 x 200/100 = 200; 50..54 loses the stake.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1200, liability: 0 }));
    expect(await w.balance(d)).toEqual(expect.objectContaining({ total_balance: 900, liability: 0 }));
    await w.expectAuditClean();
  });

  it('charges a khado bet whose range the result passes, where a YES at its start would win', async () => {
    const id = await fancy({ fancy_type: 'KHADO', session_size_yes: 200, khado_width: 5 });
    const c = await w.customer(1000);
    expect((await fancyBet(c, id, true, 40, 200, 100)).status).toBe(true);
    await w.admin('admin/market/result', { fancy_id: id, result_run: 47 });
    // 47 is past 40..44: the stake is lost (a session YES at 40 would have won ₹200).
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 900, liability: 0 }));
    await w.expectAuditClean();
  });

  it('pays meter per run of distance from the line', async () => {
    // Domain 0..100: YES at 30 holds ₹10 x 30, NO ₹10 x 70 (on 0..999 it would be ₹9,690, more than the balance).
    const id = await fancy({
      fancy_type: 'METER',
      session_value_yes: 30,
      session_size_yes: 100,
      session_value_no: 30,
      session_size_no: 100,
      max_exposure: 1000,
      max_result: 100,
    });
    const yes = await w.customer(1000);
    const no = await w.customer(1000);
    expect((await fancyBet(yes, id, true, 30, 100, 10)).status).toBe(true);
    expect((await fancyBet(no, id, false, 30, 100, 10)).status).toBe(true);
    await w.admin('admin/market/result', { fancy_id: id, result_run: 34 });
    // |34 - 30| = 4 runs: YES wins 10 x 4 = 40, NO loses 40.
    expect(await w.balance(yes)).toEqual(expect.objectContaining({ total_balance: 1040, liability: 0 }));
    expect(await w.balance(no)).toEqual(expect.objectContaining({ total_balance: 960, liability: 0 }));
    await w.expectAuditClean();
  });

  it('fills a bookmaker bet from the house at 45 paise and only at the current rate', async () => {
    const created = await w.admin('admin/market/create', {
      match_id: matchId,
      name: 'Bookmaker',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 45, lay_rate: 50 },
        { name: 'B', back_rate: 120, lay_rate: 125 },
      ],
    });
    const [a, b] = created.runners.map((r: { selection_id: number }) => r.selection_id);
    const c = await w.customer(1000);
    expect(await w.bet(c, matchId, created.market_id, a, true, 1.4, 100)).toMatchObject({ status: false, code: 'RATE_CHANGED' });
    const placed = await w.bet(c, matchId, created.market_id, a, true, 1.45, 100);
    expect(placed.data).toMatchObject({ status: 'EXECUTION_COMPLETE', matched_stack: 100, avg_odds: 1.45 });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 900, liability: -100 }));
    const detail = await w.call(c.token, 'match/getMatchDetail', { match_id: matchId });
    const bm = detail.data.markets.find((m: { market_id: number }) => m.market_id === created.market_id);
    expect(bm.runner_json.map((r: { win_loss: number }) => r.win_loss)).toEqual([45, -100]);
    await w.admin('admin/bookmaker/quote', { market_id: created.market_id, runners: [{ selection_id: a, back_rate: 40, lay_rate: 44 }] });
    expect(await w.bet(c, matchId, created.market_id, a, true, 1.45, 100)).toMatchObject({ status: false, code: 'RATE_CHANGED' });
    await w.admin('admin/market/result', { market_id: created.market_id, winner_selection_ids: [a] });
    // +₹45 less the default 5% commission of api.md (₹2.25).
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1042.75, liability: 0 }));
    void b;
    await w.expectAuditClean();
  });

  it("rounds a house bet's profit down and a lay's liability up, a paisa, and shows it in the average odds", async () => {
    // ₹1.01 at a rate of 45 wins 45.45 paise: 45 on a back (1.45 shown); a lay of 1.01 at 125 risks 126.25: 127 (2.26 shown).
    const book = await w.bookmaker(matchId, {
      runners: [
        { name: 'A', back_rate: 45, lay_rate: 50 },
        { name: 'B', back_rate: 120, lay_rate: 125 },
      ],
    });
    const c = await w.customer(1000);
    expect((await w.bet(c, matchId, book.marketId, book.a, true, 1.45, 1.01)).data).toMatchObject({ matched_stack: 1.01, avg_odds: 1.45 });
    expect((await w.bet(c, matchId, book.marketId, book.b, false, 2.25, 1.01)).data).toMatchObject({ matched_stack: 1.01, avg_odds: 2.26 });
    // A session at rates 90 and 110: YES wins 90.9 -> 90 paise (1.89), NO risks 111.1 -> 112 (2.11).
    const id = await sessionAt90And110();
    expect((await fancyBet(c, id, true, 50, 90, 1.01)).data).toMatchObject({ matched_stack: 1.01, avg_odds: 1.89 });
    expect((await fancyBet(c, id, false, 48, 110, 1.01)).data).toMatchObject({ matched_stack: 1.01, avg_odds: 2.11 });
  });

  it('answers a lay on a bookmaker runner quoted without a lay rate with the bookmaker rule (RATE_CHANGED), not the live tables’ back-only one', async () => {
    const book = await w.bookmaker(matchId, {
      name: 'Bookmaker back only',
      runners: [
        { name: 'A', back_rate: 50 },
        { name: 'B', back_rate: 100, lay_rate: 110 },
      ],
    });
    const c = await w.customer(1000);
    expect(await w.bet(c, matchId, book.marketId, book.a, false, 1.5, 100)).toMatchObject({ status: false, code: 'RATE_CHANGED' });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 1000, liability: 0 }));
  });

  it('shows a bookmaker rate of 61 as odds of exactly 1.61 in match detail and the live image, and takes a bet at 1.61', async () => {
    const created = await w.admin('admin/market/create', {
      match_id: matchId,
      name: 'Bookmaker 61',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 61, lay_rate: 64 },
        { name: 'B', back_rate: 150, lay_rate: 155 },
      ],
    });
    const a = created.runners[0].selection_id as number;
    const c = await w.customer(1000);
    const detail = await w.call(c.token, 'match/getMatchDetail', { match_id: matchId });
    const runner = detail.data.markets.find((m: { market_id: number }) => m.market_id === created.market_id).runner_json[0];
    // 1 + 61 / 100 is 1.6099999999999999 and 1 + 64 / 100 is 1.6400000000000001: the quote must be the decimal itself.
    expect(runner.back).toEqual([{ price: 1.61, size: 500000 }]);
    expect(runner.lay).toEqual([{ price: 1.64, size: 500000 }]);
    const image = await liveImage(w.ctx.database, w.ctx.services.trading, String(created.market_id));
    expect(image?.runners[0]).toMatchObject({ back: [{ price: 1.61 }], lay: [{ price: 1.64 }] });
    expect(JSON.stringify([detail, image])).not.toMatch(/\d\.\d{5,}/);
    expect((await w.bet(c, matchId, created.market_id, a, true, 1.61, 100)).data).toMatchObject({ matched_stack: 100, avg_odds: 1.61 });
  });

  it('lists current bets with sport, match, market and selection names; bet_type fancy lists only fancy bets', async () => {
    const id = await fancy({
      fancy_type: 'SESSION',
      session_value_yes: 20,
      session_size_yes: 100,
      session_value_no: 20,
      session_size_no: 100,
    });
    const { marketId, sel } = await w.market(matchId, ['Home', 'Away']);
    const c = await w.customer(1000);
    expect((await fancyBet(c, id, true, 20, 100, 10)).status).toBe(true);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 3, 10)).status).toBe(true);
    const sport = await w.ctx.database.db
      .selectFrom('matches')
      .innerJoin('sports', 'sports.sport_id', 'matches.sport_id')
      .select('sports.name')
      .where('matches.match_id', '=', matchId)
      .executeTakeFirstOrThrow();
    const all = (await w.call(c.token, 'bet/getCurrentBets', { page: 1, bet_type: 'all' })).data;
    expect(all.total.total_count).toBe(2);
    expect(all.data[0]).toMatchObject({ sport_name: sport.name, market_name: 'Match Odds', selection_name: 'Home', fancy_id: null });
    expect(all.data[0].match_name).toMatch(/^Team A v Team B/);
    const fancies = (await w.call(c.token, 'bet/getCurrentBets', { page: 1, bet_type: 'fancy' })).data;
    expect(fancies.total.total_count).toBe(1);
    expect(fancies.data).toEqual([
      expect.objectContaining({ fancy_id: id, sport_name: sport.name, market_name: 'F', selection_name: 'F', run: 20 }),
    ]);
    expect((await w.call(c.token, 'bet/getCurrentBets', { page: 1, bet_type: 'casino' })).status).toBe(false);
  });

  it('reads an odd/even size of 2 as odds 2.00, never as a rate of 2', async () => {
    const id = await fancy({ fancy_type: 'ODD_EVEN', session_size_yes: 2, session_size_no: 1.95 });
    const c = await w.customer(1000);
    const placed = await fancyBet(c, id, true, 0, 2, 100);
    expect(placed).toMatchObject({ status: true, data: { matched_stack: 100, avg_odds: 2 } });
    expect((await fancyBet(c, id, false, 0, 1.95, 100)).status).toBe(true);
    await w.admin('admin/market/result', { fancy_id: id, result_run: 7 });
    // Odd at 2.00 wins 100; even at 1.95 loses its 100.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 1000, liability: 0 }));
  });

  it('takes a session size as the rate per 100 and refuses a fractional one with the quote', async () => {
    const id = await fancy({
      fancy_type: 'SESSION',
      session_value_yes: 40,
      session_size_yes: 2,
      session_value_no: 38,
      session_size_no: 100,
    });
    const c = await w.customer(1000);
    expect(await fancyBet(c, id, true, 40, 2.5, 100)).toMatchObject({
      status: false,
      code: 'RATE_CHANGED',
      data: null,
      quote: { run: 40, rate: 2 },
    });
    expect((await fancyBet(c, id, true, 40, 2, 100)).status).toBe(true);
  });

  it('names old and new and carries the current quote on RATE_CHANGED and RUN_CHANGED', async () => {
    const session = await sessionAt90And110();
    const oddEven = await fancy({ fancy_type: 'ODD_EVEN', session_size_yes: 1.95, session_size_no: 1.95 });
    const c = await w.customer(1000);
    expect(await fancyBet(c, session, true, 50, 100, 100)).toEqual({
      status: false,
      code: 'RATE_CHANGED',
      message: 'The rate changed from 100 to 90.',
      data: null,
      quote: { run: 50, rate: 90 },
    });
    expect(await fancyBet(c, session, false, 47, 110, 100)).toEqual({
      status: false,
      code: 'RUN_CHANGED',
      message: 'The run changed from 47 to 48.',
      data: null,
      quote: { run: 48, rate: 110 },
    });
    expect(await fancyBet(c, oddEven, true, 0, 2, 100)).toEqual({
      status: false,
      code: 'RATE_CHANGED',
      message: 'The rate changed from 2.00 to 1.95.',
      data: null,
      quote: { run: null, rate: 1.95 },
    });
    const book = await w.admin('admin/market/create', {
      match_id: matchId,
      name: 'Bookmaker',
      market_type: 'BOOKMAKER',
      runners: [
        { name: 'A', back_rate: 50, lay_rate: 55 },
        { name: 'B', back_rate: 90, lay_rate: 95 },
      ],
    });
    const refused = await w.bet(c, matchId, book.market_id, book.runners[0].selection_id, true, 1.45, 100);
    expect(refused).toEqual({
      status: false,
      code: 'RATE_CHANGED',
      message: 'The rate changed from 1.45 to 1.50.',
      data: null,
      quote: { run: null, rate: 1.5 },
    });
    // Other refusals keep the plain failure.
    expect(await fancyBet(c, session, true, 50, 90, 100_000)).not.toHaveProperty('quote');
  });

  it('shows the match delay on its fancies in play and makes fancy bets wait it', async () => {
    const match = await w.match();
    const { marketId } = await w.market(match, ['A', 'B']);
    const id = await fancy(
      { fancy_type: 'SESSION', session_value_yes: 30, session_size_yes: 100, session_value_no: 30, session_size_no: 100 },
      match,
    );
    const c = await w.customer(1000);
    const delayOf = async () => (await w.call(c.token, 'match/getMatchDetail', { match_id: match })).data.fancies[0].bet_delay;
    expect(await delayOf()).toBe(0);
    await w.admin('admin/market/status', { market_id: marketId, in_play: true, bet_delay: 1 });
    expect(await delayOf()).toBe(1);
    const started = Date.now();
    expect((await fancyBet(c, id, true, 30, 100, 10, match)).status).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    // A new quote while the bet waits: refused at the new quote, which it carries.
    const waiting = fancyBet(c, id, true, 30, 100, 10, match);
    await new Promise((r) => setTimeout(r, 200));
    await w.admin('admin/fancy/quote', { fancy_id: id, session_size_yes: 90 });
    expect(await waiting).toMatchObject({ status: false, code: 'RATE_CHANGED', quote: { run: 30, rate: 90 } });
  });
});
