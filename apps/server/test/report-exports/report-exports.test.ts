import { DAY_MS, istDay } from '@bx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { RiskWorld } from '../risk/risk-world.ts';
import { download, money } from './csv-lines.ts';

const today = istDay(Date.now());
const weekAgo = istDay(Date.now() - 6 * DAY_MS);
const FORMULA = '=HYPERLINK("http://evil","x")';

/**
 * Teen Patti deals (A holds C1 C3 C5, B C2 C4 C6) and their results: A's pair of eights, B's pair
 * of kings, a tie; and a winner no table knows, written as it came and as text.
 */
const TEEN20_DEALS = [
  { winner: '1', cards: '["8DD","6SS","8HH","JSS","2HH","QDD"]' },
  { winner: '3', cards: '["2CC","KHH","5DD","KSS","10HH","3CC"]' },
  { winner: '0', cards: '["AHH","ADD","5DD","5CC","9CC","9SS"]' },
  { winner: '@B', cards: '["KHH","2DD"]' },
];

/** casino.md: the family's suit letters (HH is a spade) and Teen Patti's table name and sids. */
const SUITS: Record<string, string> = { HH: '♠', DD: '♥', CC: '♣', SS: '♦' };
const TEEN20 = { name: 'Teen Patti 20-20', winners: { '1': 'Player A', '3': 'Player B', '0': 'Tie' } as Record<string, string> };

/** A text cell as the file writes it: a leading = + - @ gets a ' so it stays text. */
const text = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);

type ProfitLossRow = { settled_at: string; sport_name: string; match_name: string; market_name: string } & Record<
  'profit_loss' | 'commission' | 'net',
  number
>;

/** India time as the screens and files write it, dd/MM/yyyy HH:mm:ss. */
const istTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' })
    .format(new Date(iso))
    .replace(',', '');

/**
 * RiskWorld (master > agents > customers) with bets settled and open, a deposit whose remark is a
 * formula, a market whose name is one, 25 casino rounds (two pages of the screen) and a live casino bet.
 */
describe.each(testDialects())('report exports on %s', (dialect) => {
  let r: RiskWorld;
  beforeAll(async () => {
    r = await RiskWorld.create(dialect);
    await r.bet(r.cust1, 0, true, 2, 100);
    await r.bet(r.cust3, 0, false, 2, 100);
    await r.h.w.admin('admin/market/result', { market_id: r.marketId, winner_selection_ids: [r.sel[0]] });
    expect(
      (
        await r.h.as(r.agent1, 'admin/user/chips', {
          user_id: r.cust1.userId,
          type: 'D',
          amount: 5,
          remark: FORMULA,
          password: r.agent1.password,
        })
      ).status,
    ).toBe(true);
    const { marketId, sel } = await r.h.w.market(r.matchId, ['+A', '-B'], { name: FORMULA });
    await r.h.as(r.cust1, 'bet/placeMarketBet', {
      match_id: r.matchId,
      market_id: marketId,
      selection_id: sel[0],
      is_back: true,
      odds: 3,
      stack: 40,
    });
    await r.h.as(r.cust1, 'bet/placeMarketBet', {
      match_id: r.matchId,
      market_id: marketId,
      selection_id: sel[1],
      is_back: false,
      odds: 2.5,
      stack: 12.5,
    });
    const at = Date.now() - 60_000;
    await r.h.db
      .insertInto('casino_rounds')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          round_id: `10126112920${String(i).padStart(4, '0')}`,
          sport_id: 'teen20',
          ...TEEN20_DEALS[i % TEEN20_DEALS.length]!,
          server_seed_hash: null,
          created_at: at - i,
        })),
      )
      .execute();
    await r.h.db
      .insertInto('casino_bets')
      .values({
        user_id: r.cust1.userId,
        round_id: 'r1',
        sport_id: 'lucky7',
        selection: '7 Up',
        stake: 10000,
        odds: '1.98',
        profit_loss: 9800,
        status: 'WON',
        created_at: at,
      })
      .execute();
  });
  afterAll(async () => r?.close());

  it("writes the statement's rows, opening balance and totals as the screen's JSON for the same filters; a formula remark stays text", async () => {
    const filters = { from_date: weekAgo, to_date: today, account_type: 'All' };
    const json = (await r.h.as(r.cust1, 'accountStatement/getUserAccountStatementHistory', { ...filters, page: 1, limit: 100 })).data;
    const lines = await download(r.h, r.cust1, 'report/export', { report: 'statement', ...filters });
    expect(lines).toHaveLength(json.data.length + 2);
    json.data.forEach((row: { description: string; credit: number; debit: number; balance: number; remark: string | null }, i: number) => {
      expect(lines[i]).toMatchObject({
        Description: row.description,
        Credit: money(row.credit),
        Debit: money(row.debit),
        Balance: money(row.balance),
      });
    });
    expect(lines.map((l) => l.Remark)).toContain(`'${FORMULA}`);
    expect(lines.at(-2)).toMatchObject({ Description: 'Opening balance', Balance: money(json.opening) });
    const sum = (key: 'credit' | 'debit') =>
      json.data.reduce((s: number, x: Record<string, number>) => s + Math.round(x[key]! * 100), 0) / 100;
    expect(lines.at(-1)).toMatchObject({
      Description: 'Total',
      Credit: money(sum('credit')),
      Debit: money(sum('debit')),
      Balance: money(json.data[0].balance),
    });
    expect(lines[0]!.Date).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
  });

  it('writes current bets and profit & loss as their screens; names that start with = + - are text', async () => {
    const bets = (await r.h.as(r.cust1, 'bet/getCurrentBets', { page: 1, limit: 100 })).data;
    const betLines = await download(r.h, r.cust1, 'report/export', { report: 'current_bets' });
    expect(betLines.slice(0, -1).map((l) => [l['Bet id'], l.Market, l.Selection, l.Stake, l.Unmatched])).toEqual(
      bets.data.map((b: { bet_id: number; market_name: string; selection_name: string; stack: number; remaining_stack: number }) => [
        String(b.bet_id),
        `'${b.market_name}`,
        `'${b.selection_name}`,
        money(b.stack),
        money(b.remaining_stack),
      ]),
    );
    expect(betLines.at(-1)).toMatchObject({ Sport: 'Total', Stake: '52.50' });
    const pl = (await r.h.as(r.cust1, 'report/getProfitLoss', { from_date: today, to_date: today })).data;
    const plLines = await download(r.h, r.cust1, 'report/export', { report: 'profit_loss', from_date: today, to_date: today });
    expect(plLines.slice(0, -1).map((l) => [l.Market, l.Net])).toEqual(
      pl.data.map((x: { market_name: string; net: number }) => [x.market_name, money(x.net)]),
    );
    expect(plLines.at(-1)).toMatchObject({ Sport: 'Total', Net: money(pl.total) });
    expect(pl.total).toBe(95);
  });

  it("writes every column of the P&L screen's rows and only its net total, for the same days", async () => {
    const filters = { from_date: weekAgo, to_date: today };
    const pl = (await r.h.as(r.cust1, 'report/getProfitLoss', filters)).data;
    const lines = await download(r.h, r.cust1, 'report/export', { report: 'profit_loss', ...filters });
    expect(pl.data).toHaveLength(1);
    expect(lines).toEqual([
      ...pl.data.map((x: ProfitLossRow) => ({
        Settled: istTime(x.settled_at),
        Sport: x.sport_name,
        Match: x.match_name,
        Market: x.market_name,
        'Profit/Loss': money(x.profit_loss),
        Commission: money(x.commission),
        Net: money(x.net),
      })),
      { Settled: '', Sport: 'Total', Match: '', Market: '', 'Profit/Loss': '', Commission: '', Net: money(pl.total) },
    ]);
    // The hand-computed result: a back of 100 at 2 won, less 5% commission.
    expect(lines[0]).toMatchObject({ 'Profit/Loss': '100.00', Commission: '5.00', Net: '95.00' });
  });

  it('writes every page of casino results and the live casino bets with their totals', async () => {
    const filters = { sport_id: 'teen20', from_date: today, to_date: today };
    const pages = [1, 2].map((page) => r.h.as(r.cust2, 'casino/getCasinoResult', { ...filters, page }));
    const rounds = (await Promise.all(pages)).flatMap((p) => p.data.data);
    expect(rounds).toHaveLength(25);
    const lines = await download(r.h, r.cust2, 'report/export', { report: 'casino_results', ...filters });
    // The screen's columns, its rows in its order; each round's cells from the database's codes.
    const stored = new Map(
      (await r.h.db.selectFrom('casino_rounds').select(['round_id', 'winner', 'cards']).execute()).map((x) => [x.round_id, x]),
    );
    expect(lines).toEqual(
      rounds.map((x: { round_id: string; created_at: string }) => {
        const row = stored.get(x.round_id)!;
        const cards = (JSON.parse(row.cards) as string[]).map((c) => `${c.slice(0, -2)}${SUITS[c.slice(-2)]}`);
        return {
          'Round Id': x.round_id,
          Game: TEEN20.name,
          Cards: cards.join(' '),
          Winner: text(TEEN20.winners[row.winner] ?? row.winner),
          Date: istTime(x.created_at),
        };
      }),
    );
    // The tester's round (F17): a teen20 round whose HH cards are spades, won by Player A.
    expect(lines[0]).toMatchObject({ Game: 'Teen Patti 20-20', Cards: '8♥ 6♦ 8♠ J♦ 2♠ Q♥', Winner: 'Player A' });
    expect(lines.map((l) => l.Winner)).toEqual(expect.arrayContaining(['Player B', 'Tie', "'@B"]));
    expect(lines.map((l) => l.Cards)).toContain('2♣ K♠ 5♥ K♦ 10♠ 3♣');
    // Without a table named, every table's rounds (here only Teen Patti's were played).
    const everyTable = await download(r.h, r.cust2, 'report/export', { report: 'casino_results', from_date: today, to_date: today });
    expect(everyTable.map((l) => l['Round Id'])).toEqual(lines.map((l) => l['Round Id']));
    const live = await download(r.h, r.cust1, 'report/export', { report: 'live_casino_bets' });
    expect(live).toEqual([
      expect.objectContaining({ Selection: '7 Up', Stake: '100.00', 'Profit/Loss': '98.00' }),
      expect.objectContaining({ Round: 'Total', Stake: '100.00', 'Profit/Loss': '98.00' }),
    ]);
    expect(await download(r.h, r.cust2, 'report/export', { report: 'live_casino_bets' })).toEqual([
      expect.objectContaining({ Round: 'Total', Stake: '0.00' }),
    ]);
  });

  it("gives a customer only their own rows: another's id is ignored and the console's export is refused", async () => {
    const own = await download(r.h, r.cust2, 'report/export', {
      report: 'statement',
      from_date: weekAgo,
      to_date: today,
      user_id: r.cust1.userId,
    });
    expect(own.map((l) => l.Remark)).not.toContain(`'${FORMULA}`);
    const console = await r.h.w.ctx.app.inject({
      method: 'GET',
      url: `/api/admin/report/export?report=statement&user_id=${r.cust1.userId}&from_date=${today}&to_date=${today}`,
      headers: { authorization: `Bearer ${r.cust2.token}` },
    });
    expect(console.statusCode).toBe(403);
  });

  it('writes the console bet list and P&L as their screens, and a downline statement; outside the downline answers 403', async () => {
    const filters = { from_date: today, to_date: today };
    const bets = (await r.h.as(r.master, 'admin/report/bets', { ...filters, page: 1, limit: 100 })).data;
    const betLines = await download(r.h, r.master, 'admin/report/export', { report: 'bets', ...filters });
    expect(betLines.slice(0, -1).map((l) => [l.User, l['Bet id'], l['Profit/Loss']])).toEqual(
      bets.data.map((b: { user_name: string; bet_id: number; profit_loss: number }) => [
        b.user_name,
        String(b.bet_id),
        money(b.profit_loss),
      ]),
    );
    const pl = (await r.h.as(r.master, 'admin/report/profitLoss', { ...filters, page: 1, limit: 100 })).data;
    const plLines = await download(r.h, r.master, 'admin/report/export', { report: 'profit_loss', ...filters });
    expect(plLines).toEqual([
      ...pl.data.map((x: { user_name: string; profit_loss: number; share: number }) =>
        expect.objectContaining({ User: x.user_name, 'Profit/Loss': money(x.profit_loss), Share: money(x.share) }),
      ),
      expect.objectContaining({ User: 'Total', 'Profit/Loss': money(pl.profit_loss), Share: money(pl.share) }),
    ]);
    const statement = await download(r.h, r.agent1, 'admin/report/export', {
      report: 'statement',
      user_id: r.cust1.userId,
      from_date: weekAgo,
      to_date: today,
    });
    expect(statement.map((l) => l.Remark)).toContain(`'${FORMULA}`);
    for (const query of [
      `report=statement&user_id=${r.cust1.userId}&from_date=${today}&to_date=${today}`,
      `report=bets&user_id=${r.cust1.userId}&from_date=${today}&to_date=${today}`,
      `report=profit_loss&parent_id=${r.agent1.userId}&from_date=${today}&to_date=${today}`,
      // A user_id the report does not use is still checked: outside the downline, 403.
      `report=profit_loss&user_id=${r.cust1.userId}&from_date=${today}&to_date=${today}`,
      `report=downline&user_id=${r.cust1.userId}`,
    ]) {
      const res = await r.h.w.ctx.app.inject({
        method: 'GET',
        url: `/api/admin/report/export?${query}`,
        headers: { authorization: `Bearer ${r.agent2.token}` },
      });
      expect(res.statusCode, query).toBe(403);
    }
  });

  it('lists the export and edit calls in the OpenAPI document, with their query fields', async () => {
    const doc = (await r.h.w.ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const names = (path: string) =>
      (doc.paths[path].get.parameters as { name: string; in: string }[]).filter((p) => p.in === 'query').map((p) => p.name);
    expect(names('/api/report/export')).toEqual(expect.arrayContaining(['report', 'from_date', 'to_date', 'format']));
    expect(names('/api/admin/report/export')).toEqual(expect.arrayContaining(['report', 'user_id']));
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/bet/replaceBet', '/api/bet/cancelAll']));
  });

  it('answers a bad query with 400 and a range the screen refuses with its code', async () => {
    for (const query of [
      'report=nope',
      'report=statement',
      'report=casino_results&from_date=2026-01-01',
      'report=current_bets&format=xlsx',
      // Days that do not exist: Date.parse would read 2026-11-31 as 1 December.
      `report=statement&from_date=2026-13-01&to_date=${today}`,
      'report=statement&from_date=2026-11-31&to_date=2026-11-31',
    ]) {
      const res = await r.h.w.ctx.app.inject({
        method: 'GET',
        url: `/api/report/export?${query}`,
        headers: { authorization: `Bearer ${r.cust1.token}` },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'VALIDATION_ERROR' });
    }
    const old = await r.h.w.ctx.app.inject({
      method: 'GET',
      url: `/api/report/export?report=statement&from_date=${istDay(Date.now() - 9 * DAY_MS)}&to_date=${today}`,
      headers: { authorization: `Bearer ${r.cust1.token}` },
    });
    expect(old.json()).toMatchObject({ status: false, code: 'DATE_RANGE_TOO_OLD' });
  });
});
