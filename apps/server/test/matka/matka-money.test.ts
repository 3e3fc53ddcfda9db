import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawPanna } from '@bx/games';
import { fairStream } from '../../src/modules/fairness/hmac-blocks.ts';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

const ist = (text: string) => Date.parse(`${text}+05:30`);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** An IST day relative to the real clock: ledger rows carry real time, the statement's window is relative to it. */
const today = (offsetDays: number) => new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = any;

describe.each(testDialects())('matka bets settle at their draws with hand-computed returns on %s', (dialect) => {
  let w: MoneyWorld;
  let now = 0;
  let c: Customer;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    w.ctx.services.matka.clock = () => now;
    c = await w.customer(1000);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const tick = () => w.ctx.services.matka.tick();
  const draw = async (code: string, key: string): Promise<Row> =>
    (await w.call(c.token, 'matka/getMarkets')).data.find((m: Row) => m.market_code === code && m.draw_key === key);
  const bet = (market: Row, bet_type: string, digits: string, stack: number, side?: string) =>
    w.call(c.token, 'matka/placeBet', { market_id: market.market_id, bet_type, digits, stack, side, client_ref: `m-${Math.random()}` });

  let kalyan: Row;
  it('publishes the day’s draws with their chain hash before any bet, and refuses invalid digits and pannas', async () => {
    now = ist('2026-11-23T10:00:00');
    await tick();
    kalyan = await draw('KALYAN_MORNING', '2026-11-23');
    expect(kalyan).toMatchObject({ status: 'OPEN', open_result: null, close_result: null, starline: false });
    expect(kalyan.open_time).toBe(new Date(ist('2026-11-23T11:00:00')).toISOString());
    expect(kalyan.chain_hash).toMatch(/^[0-9a-f]{64}$/);
    const before = await w.balance(c);
    expect(await bet(kalyan, 'single', '10', 10, 'open')).toMatchObject({ status: false, code: 'INVALID_DIGITS' });
    expect(await bet(kalyan, 'single_panna', '821', 10, 'open')).toMatchObject({ status: false, code: 'INVALID_PANNA' });
    expect(await bet(kalyan, 'double_panna', '128', 10, 'open')).toMatchObject({ status: false, code: 'INVALID_PANNA' });
    expect(await bet(kalyan, 'full_sangam', '128-551', 10)).toMatchObject({ status: false, code: 'INVALID_PANNA' });
    expect(await bet(kalyan, 'single', '5', 10)).toMatchObject({ status: false, code: 'SIDE_REQUIRED' });
    expect(await w.balance(c)).toEqual(before);
  });

  it('pays every kind its return on a known draw (open 128, close 550), and closes open-side bets at the open draw', async () => {
    const placed: [string, string, number, string?][] = [
      ['single', '1', 10, 'open'], // wins: 1+2+8 = 11 -> 1; +85
      ['single', '0', 10, 'close'], // wins: 5+5+0 = 10 -> 0; +85
      ['single', '2', 10, 'open'], // loses 10
      ['jodi', '10', 10], // wins 10 x 94 = +940
      ['single_panna', '128', 10, 'open'], // wins 10 x 139 = +1390
      ['double_panna', '550', 10, 'close'], // wins 10 x 279 = +2790
      ['triple_panna', '555', 10, 'close'], // loses 10
      ['single_panna', '123', 10, 'close'], // loses 10
      ['half_sangam', '128-0', 10], // wins 10 x 999 = +9990
      ['half_sangam', '1-550', 10], // wins +9990
      ['full_sangam', '128-550', 10], // wins 10 x 9999 = +99990
    ];
    for (const [type, digits, stack, side] of placed)
      expect(await bet(kalyan, type, digits, stack, side), `${type} ${digits}`).toMatchObject({ status: true });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -110 });
    const current = (await w.call(c.token, 'bet/getCurrentBets', { page: 1, limit: 20, bet_type: 'all' })).data.data;
    expect(current.map((x: Row) => x.selection_name)).toEqual(
      expect.arrayContaining(['Kalyan Morning jodi 10', 'Kalyan Morning half sangam open 128-0', 'Kalyan Morning full sangam 128-550']),
    );

    // The open draw: 11:00 IST. Open-side and open-dependent bets are refused from that instant on.
    now = ist('2026-11-23T11:00:00');
    const before = await w.balance(c);
    for (const [type, digits, side] of [
      ['single', '3', 'open'],
      ['jodi', '33', undefined],
      ['single_panna', '128', 'open'],
      ['half_sangam', '128-3', undefined],
      ['full_sangam', '128-550', undefined],
    ] as const)
      expect(await bet(kalyan, type, digits, 10, side), `${type} after the open draw`).toMatchObject({
        status: false,
        code: 'BETTING_CLOSED',
      });
    expect(await w.balance(c)).toEqual(before);
    expect(await w.admin('admin/matka/setResult', { market_id: kalyan.market_id, open_result: '128' })).toMatchObject({
      status: 'OPEN_DRAWN',
    });
    // Open single 1 (+85) and open panna 128 (+1390) won, open single 2 lost: 1000 + 85 + 1390 - 10.
    expect(await w.balance(c)).toMatchObject({ total_balance: 2465, liability: -80 });
    expect(await bet(kalyan, 'jodi', '10', 10)).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    // A close-side single is still open until the close draw: 5 loses 10 below.
    expect(await bet(kalyan, 'single', '5', 10, 'close')).toMatchObject({ status: true });
    expect((await draw('KALYAN_MORNING', '2026-11-23')).open_result).toBe('128');

    now = ist('2026-11-23T12:00:00');
    expect(await w.admin('admin/matka/setResult', { market_id: kalyan.market_id, open_result: '128', close_result: '550' })).toMatchObject({
      status: 'SETTLED',
    });
    // 1000 + 85 + 85 - 10 + 940 + 1390 + 2790 - 10 - 10 + 9990 + 9990 + 99990 - 10 (the late close single 5).
    expect(await w.balance(c)).toMatchObject({ total_balance: 126_220, liability: 0 });
    const results = (await w.call(c.token, 'matka/getResults')).data;
    expect(results.find((r: Row) => r.market_id === kalyan.market_id)).toMatchObject({
      open_result: '128',
      close_result: '550',
      jodi: '10',
    });
    const rows = await w.ledger(c);
    expect(rows.filter((r) => r.kind === 'SETTLEMENT').length).toBeGreaterThan(0);
  });

  it('rolls a draw back, voids it (every stake back) and records who did it; customers are refused', async () => {
    expect(await w.call(c.token, 'admin/matka/void', { market_id: kalyan.market_id, reason: 'x' })).toMatchObject({ status: false });
    // A settled draw is corrected only through a rollback a second operator approves.
    for (const [path, body] of [
      ['admin/matka/void', { market_id: kalyan.market_id, reason: 'x' }],
      ['admin/matka/setResult', { market_id: kalyan.market_id, open_result: '137', close_result: '550' }],
    ] as const)
      expect(await w.call(w.adminToken, path, body)).toMatchObject({ status: false, code: 'ROLLBACK_FIRST' });
    expect(await w.balance(c)).toMatchObject({ total_balance: 126_220, liability: 0 });
    expect(await approvedBySecondAdmin(w, 'admin/matka/rollback', { market_id: kalyan.market_id })).toMatchObject({ status: 'HELD' });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -120 });
    await tick();
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -120 });
    expect(await w.admin('admin/matka/void', { market_id: kalyan.market_id, reason: 'draw disputed' })).toMatchObject({ status: 'VOID' });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: 0 });
    const actions = await w.ctx.database.db
      .selectFrom('game_operator_actions')
      .selectAll()
      .where('match_id', '=', kalyan.market_id)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['SET_RESULT', 'SET_RESULT', 'ROLLBACK', 'VOID']);
    expect(actions.map((a) => Number(a.created_at))).toEqual([ist('2026-11-23T11:00:00'), now, now, now]);
    expect(actions.every((a) => Number(a.user_id) > 0)).toBe(true);
  });

  it('draws from the published chain: each revealed seed hashes to the one before, and deals the stored panna', async () => {
    now = ist('2026-11-23T14:00:00');
    await tick();
    const milan = await draw('MILAN_DAY', '2026-11-23');
    // Everything any customer can read of every draw, to check below that it gave no seed away early.
    const everyProof = async () => {
      const markets = (await w.call(c.token, 'matka/getMarkets')).data as Row[];
      return JSON.stringify(await Promise.all(markets.map((m) => w.call(c.token, 'matka/getDraw', { market_id: m.market_id }))));
    };
    const beforeOpen = await everyProof();
    // Ten single bets, one on every digit: exactly one wins 85, nine lose 10 each, whatever the draw.
    for (let d = 0; d <= 9; d++) expect(await bet(milan, 'single', String(d), 10, 'open')).toMatchObject({ status: true });
    const before = (await w.balance(c)).total_balance;
    now = ist('2026-11-23T15:00:00');
    await tick();
    expect((await w.balance(c)).total_balance).toBe(before + 85 - 90);
    const afterOpen = await everyProof();
    const openOnly = (await w.call(c.token, 'matka/getDraw', { market_id: milan.market_id })).data;
    expect(openOnly.close).toMatchObject({ server_seed: null, previous_hash: openOnly.open.server_seed });
    now = ist('2026-11-23T17:00:00');
    await tick();
    const proof = (await w.call(c.token, 'matka/getDraw', { market_id: milan.market_id })).data;
    for (const side of [proof.open, proof.close]) {
      expect(side.server_seed).toMatch(/^[0-9a-f]{64}$/);
      expect(sha256(side.server_seed)).toBe(side.previous_hash);
      expect(drawPanna(fairStream(side.server_seed, proof.client_seed, side.nonce))).toBe(side.result);
    }
    expect(proof.close.nonce).toBe(proof.open.nonce + 1);
    expect(proof.close.previous_hash).toBe(proof.open.server_seed);
    // A seat's previous hash is the seed of the seat before it, so it is only published once that
    // seat is drawn: before the open draw no answer held either seed, before the close none held its.
    expect(beforeOpen).not.toContain(proof.open.server_seed);
    expect(beforeOpen).not.toContain(proof.close.server_seed);
    expect(afterOpen).not.toContain(proof.close.server_seed);
    // The chain's hash (published first) is where the hashes end: s_0 = sha256^k(s_k).
    let s = proof.open.server_seed;
    for (let k = proof.open.nonce; k > 0; k--) s = sha256(s);
    expect(s).toBe(proof.chain_hash);
    expect(await draw('MILAN_DAY', '2026-11-23')).toMatchObject({
      status: 'SETTLED',
      open_result: proof.open.result,
      close_result: proof.close.result,
    });
  });

  it('runs the hourly starline: single and panna bets on its one draw only', async () => {
    now = ist('2026-11-23T18:10:00');
    await tick();
    const star = await draw('STARLINE', '2026-11-23T19');
    expect(star).toMatchObject({ status: 'OPEN', close_time: null, starline: true });
    expect(await bet(star, 'jodi', '12', 10)).toMatchObject({ status: false, code: 'BET_NOT_OFFERED' });
    for (let d = 0; d <= 9; d++) expect(await bet(star, 'single', String(d), 10, 'open')).toMatchObject({ status: true });
    const before = (await w.balance(c)).total_balance;
    now = ist('2026-11-23T19:00:00');
    await tick();
    expect((await w.balance(c)).total_balance).toBe(before - 5);
    expect(await draw('STARLINE', '2026-11-23T19')).toMatchObject({ status: 'SETTLED' });
  });
  it('pays a winning triple panna 700x (stake 10: +6,990), refuses operator calls to customers with 403, and names the bets in the statement', async () => {
    now = ist('2026-11-24T10:00:00');
    await tick();
    const day = await draw('KALYAN_MORNING', '2026-11-24');
    for (const [path, body] of [
      ['admin/matka/setResult', { market_id: day.market_id, open_result: '777' }],
      ['admin/matka/rollback', { market_id: day.market_id }],
    ] as const) {
      const res = await w.ctx.app.inject({
        method: 'POST',
        url: `/api/${path}`,
        headers: { authorization: `Bearer ${c.token}` },
        payload: body,
      });
      expect(res.statusCode, path).toBe(403);
    }
    const start = (await w.balance(c)).total_balance;
    expect(await bet(day, 'triple_panna', '777', 10, 'open')).toMatchObject({ status: true });
    expect(await bet(day, 'triple_panna', '555', 10, 'close')).toMatchObject({ status: true });
    expect(await bet(day, 'jodi', '10', 10)).toMatchObject({ status: true });
    expect(await w.balance(c)).toMatchObject({ total_balance: start, liability: -30 });
    now = ist('2026-11-24T11:00:00');
    expect(await w.admin('admin/matka/setResult', { market_id: day.market_id, open_result: '777' })).toMatchObject({
      status: 'OPEN_DRAWN',
    });
    // Triple panna 777 returns 700 x 10 = 7,000: the stake back and 6,990 won.
    expect(await w.balance(c)).toMatchObject({ total_balance: start + 6990, liability: -20 });
    now = ist('2026-11-24T12:00:00');
    expect(await w.admin('admin/matka/setResult', { market_id: day.market_id, open_result: '777', close_result: '550' })).toMatchObject({
      status: 'SETTLED',
    });
    // 7+7+7 = 21 and 5+5+0 = 10: jodi 10 wins 10 x 94 = 940; the close triple panna 555 loses 10.
    expect(await w.balance(c)).toMatchObject({ total_balance: start + 6990 + 940 - 10, liability: 0 });
    const statement = (
      await w.call(c.token, 'accountStatement/getUserAccountStatementHistory', {
        page: 1,
        limit: 100,
        account_type: 'Sport Report',
        from_date: today(-1),
        to_date: today(0),
      })
    ).data.data as { description: string; credit: number; debit: number }[];
    // The close draw's markets settle side by side: their order among themselves is not fixed.
    expect(statement.slice(0, 3).map((r) => [r.description, r.credit, r.debit])).toEqual([
      expect.anything(),
      expect.anything(),
      ['Result / Kalyan Morning 2026-11-24 / Kalyan Morning triple panna open 777', 6990, 0],
    ]);
    expect(statement.slice(0, 2).map((r) => [r.description, r.credit, r.debit])).toEqual(
      expect.arrayContaining([
        ['Result / Kalyan Morning 2026-11-24 / Kalyan Morning triple panna close 555', 0, 10],
        ['Result / Kalyan Morning 2026-11-24 / Kalyan Morning jodi 10', 940, 0],
      ]),
    );
  });

  it('draws the open and the close in one tick when the clock has passed both (a restart, a jump): the jodi settles at once', async () => {
    now = ist('2026-11-26T09:00:00');
    await tick();
    const day = await draw('KALYAN_MORNING', '2026-11-26');
    const start = (await w.balance(c)).total_balance;
    expect(await bet(day, 'jodi', '37', 10)).toMatchObject({ status: true });
    now = ist('2026-11-26T23:00:00');
    await tick();
    const settled = await draw('KALYAN_MORNING', '2026-11-26');
    expect(settled).toMatchObject({
      status: 'SETTLED',
      open_result: expect.stringMatching(/^\d{3}$/),
      close_result: expect.stringMatching(/^\d{3}$/),
    });
    // The jodi is the open panna's digit sum then the close panna's, each mod 10.
    const single = (panna: string) => [...panna].reduce((sum, d) => sum + Number(d), 0) % 10;
    const won = `${single(settled.open_result)}${single(settled.close_result)}` === '37';
    expect(await w.balance(c)).toMatchObject({ total_balance: start + (won ? 940 : -10), liability: 0 });
  });
});
