import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drawPanna, pannaKind, singleOf, type PannaKind } from '@bx/games';
import { fairStream } from '../../src/modules/fairness/hmac-blocks.ts';
import { dealSeat } from '../../src/modules/matka/matka-draws.ts';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

const ist = (text: string) => Date.parse(`${text}+05:30`);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** An IST day relative to the real clock: ledger rows carry real time, the statement's window is relative to it. */
const today = (offsetDays: number) => new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = any;
/**
 * A winning panna bet of 10 wins 10 x (return - 1), its return following the panna's kind:
 * single 140x -> 10 x 139 = +1,390; double 280x -> 10 x 279 = +2,790; triple 700x -> 10 x 699 = +6,990.
 */
const pannaWin: Record<PannaKind, number> = { single: 1390, double: 2790, triple: 6990 };
/** The bet type of a panna's kind ('128' -> single_panna, '550' -> double_panna, '777' -> triple_panna). */
const pannaBet = (panna: string) => `${pannaKind(panna)}_panna`;
/** A valid panna of the kind, other than those given: a bet on it loses, a result of it is not the chain's. */
const otherPanna = (kind: PannaKind, not: (string | null)[]) =>
  ({ single: ['123', '124', '125'], double: ['550', '660', '770'], triple: ['555', '666', '777'] })[kind].find((p) => !not.includes(p))!;
/** Another digit than d (a single or jodi digit that loses). */
const otherDigit = (d: number) => (d + 1) % 10;

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
  const drawRow = (marketId: number) =>
    w.ctx.database.db.selectFrom('matka_draws').selectAll().where('match_id', '=', marketId).executeTakeFirstOrThrow();
  /** Everything a refused setResult must leave alone: the draw's row and its bet markets' states. */
  const drawState = async (marketId: number) => ({
    draw: await drawRow(marketId),
    markets: await w.ctx.database.db
      .selectFrom('markets')
      .select(['market_id', 'status', 'settlement_json'])
      .where('match_id', '=', marketId)
      .orderBy('market_id')
      .execute(),
  });
  /**
   * What the draw's hash-chain seats deal, known (to the server, and here to the test) from the
   * draw's creation on: the open panna P and the close panna Q, with the seeds revealed with them.
   */
  const chainDeal = async (marketId: number) => {
    const row = await drawRow(marketId);
    const chains = w.ctx.services.matka.chains;
    const open = await dealSeat(chains, Number(row.chain_id), row.open_nonce);
    const close = row.close_nonce === null ? null : await dealSeat(chains, Number(row.chain_id), row.close_nonce);
    return { P: open.panna, Q: close?.panna ?? null, openSeed: open.seed, closeSeed: close?.seed ?? null };
  };
  /**
   * Skips seats of a market's chain (never drawn) up to the first that deals a triple panna, so the
   * market's next draw created opens with one (about one seat in a hundred does): a test's way to
   * a 700x win on a chain whose results it cannot choose. The seats ahead are read as Verify
   * does, from one seed far ahead hashed back down (s_(k-1) = sha256(s_k)).
   */
  const skipToTriple = async (code: string) => {
    const chain = await w.ctx.services.matka.chains.current(`matka:${code}`, now);
    const first = chain.nextNonce;
    const last = Math.min(chain.length - 1, first + 2000);
    const seeds: string[] = [];
    let seed = (await w.ctx.services.matka.chains.seat(chain.chainId, last)).serverSeed;
    for (let k = last; k >= first; k--, seed = sha256(seed)) seeds[k - first] = seed;
    const skip = seeds.findIndex((s, i) => pannaKind(drawPanna(fairStream(s, chain.clientSeed, first + i))) === 'triple');
    expect(skip).toBeGreaterThanOrEqual(0);
    await w.ctx.database.db
      .updateTable('fair_chains')
      .set({ next_nonce: first + skip })
      .where('chain_id', '=', chain.chainId)
      .execute();
  };

  let kalyan: Row;
  /** The chain's deal for kalyan's draw, read before any bet: open panna P, close panna Q. */
  let deal: Awaited<ReturnType<typeof chainDeal>>;
  /** The customer's balance once kalyan's draw is settled with P and Q (computed by hand below). */
  let settledBalance = 0;
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
    // The draw's results are fixed by its seats from its creation on: the test reads them now.
    deal = await chainDeal(kalyan.market_id);
    expect(deal.Q).not.toBeNull();
    // Before the draw's time the operator can set no result, the chain's neither, and the answer gives none away.
    const state = await drawState(kalyan.market_id);
    expect(await w.call(w.adminToken, 'admin/matka/setResult', { market_id: kalyan.market_id, open_result: '821' })).toMatchObject({
      status: false,
      code: 'INVALID_PANNA',
    });
    const early = await w.call(w.adminToken, 'admin/matka/setResult', { market_id: kalyan.market_id, open_result: deal.P });
    expect(early).toMatchObject({ status: false, code: 'DRAW_NOT_DUE' });
    expect(early.message).not.toContain(deal.P);
    expect(await drawState(kalyan.market_id)).toEqual(state);
  });

  it('pays every kind its return on the chain’s draw (open P, close Q), closes open-side bets at the open draw, and refuses a result the chain did not deal before the ticker reached the draw', async () => {
    const { P, Q } = deal as { P: string; Q: string };
    const [sP, sQ] = [singleOf(P), singleOf(Q)];
    const jodi = `${sP}${sQ}`;
    // Example: P = 128, Q = 550 -> singles 1 (1+2+8 = 11) and 0 (5+5+0 = 10), jodi 10, sangams 128-0, 1-550, 128-550.
    const placed: [string, string, number, string?][] = [
      ['single', String(sP), 10, 'open'], // wins: the open single; 10 x 8.5 = +85
      ['single', String(sQ), 10, 'close'], // wins: the close single; +85
      ['single', String(otherDigit(sP)), 10, 'open'], // loses 10
      ['jodi', jodi, 10], // wins 10 x 94 = +940
      [pannaBet(P), P, 10, 'open'], // wins pannaWin[kind of P]: +1,390, +2,790 or +6,990
      [pannaBet(Q), Q, 10, 'close'], // wins pannaWin[kind of Q]
      ['triple_panna', otherPanna('triple', [Q]), 10, 'close'], // loses 10
      ['single_panna', otherPanna('single', [Q]), 10, 'close'], // loses 10
      ['half_sangam', `${P}-${sQ}`, 10], // wins 10 x 999 = +9990
      ['half_sangam', `${sP}-${Q}`, 10], // wins +9990
      ['full_sangam', `${P}-${Q}`, 10], // wins 10 x 9999 = +99990
    ];
    for (const [type, digits, stack, side] of placed)
      expect(await bet(kalyan, type, digits, stack, side), `${type} ${digits}`).toMatchObject({ status: true });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -110 });
    const current = (await w.call(c.token, 'bet/getCurrentBets', { page: 1, limit: 20, bet_type: 'all' })).data.data;
    expect(current.map((x: Row) => x.selection_name)).toEqual(
      expect.arrayContaining([
        `Kalyan Morning jodi ${jodi}`,
        `Kalyan Morning half sangam open ${P}-${sQ}`,
        `Kalyan Morning full sangam ${P}-${Q}`,
      ]),
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
    // The draw is due and the ticker has not dealt it: any open result but the chain's is refused and
    // changes nothing (no balance, no draw row, no market). Even one of P's kind, paying the same.
    const untouched = await drawState(kalyan.market_id);
    expect(untouched.draw).toMatchObject({ status: 'OPEN', open_result: null, open_seed: null });
    const wrongP = otherPanna(pannaKind(P), [P]);
    const notDrawn = await w.call(w.adminToken, 'admin/matka/setResult', { market_id: kalyan.market_id, open_result: wrongP });
    expect(notDrawn).toMatchObject({ status: false, code: 'RESULT_NOT_DRAWN' });
    expect(notDrawn.message).toBe(
      `The chain dealt ${P} for this open draw; a matka result is always the chain's and can only be re-applied.`,
    );
    // The close is not due yet: refused as such, without giving Q away.
    const closeEarly = await w.call(w.adminToken, 'admin/matka/setResult', {
      market_id: kalyan.market_id,
      open_result: P,
      close_result: Q,
    });
    expect(closeEarly).toMatchObject({ status: false, code: 'DRAW_NOT_DUE' });
    expect(closeEarly.message).not.toContain(Q);
    expect(await w.balance(c)).toEqual(before);
    expect(await drawState(kalyan.market_id)).toEqual(untouched);

    // The chain's open panna is accepted and settles the open side.
    expect(await w.admin('admin/matka/setResult', { market_id: kalyan.market_id, open_result: P })).toMatchObject({
      status: 'OPEN_DRAWN',
    });
    // Open single (+85) and open panna (+pannaWin[kind of P]) won, the other open single lost 10.
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000 + 85 + pannaWin[pannaKind(P)] - 10, liability: -80 });
    // Verify shows the chain's seed with the result, as when the ticker deals it.
    const verified = (await w.call(c.token, 'matka/getDraw', { market_id: kalyan.market_id })).data;
    expect(verified.open).toMatchObject({ result: P, server_seed: deal.openSeed });
    expect(verified.close).toMatchObject({ result: null, server_seed: null });
    expect(drawPanna(fairStream(verified.open.server_seed, verified.client_seed, verified.open.nonce))).toBe(P);
    expect(await bet(kalyan, 'jodi', jodi, 10)).toMatchObject({ status: false, code: 'BETTING_CLOSED' });
    // A close-side single is still open until the close draw: it loses 10 below.
    expect(await bet(kalyan, 'single', String(otherDigit(sQ)), 10, 'close')).toMatchObject({ status: true });
    expect((await draw('KALYAN_MORNING', '2026-11-23')).open_result).toBe(P);

    now = ist('2026-11-23T12:00:00');
    // The close is due: a close result other than the chain's is refused and changes nothing.
    const beforeClose = await w.balance(c);
    const openDrawn = await drawState(kalyan.market_id);
    const wrongQ = otherPanna(pannaKind(Q), [Q]);
    const closeNotDrawn = await w.call(w.adminToken, 'admin/matka/setResult', {
      market_id: kalyan.market_id,
      open_result: P,
      close_result: wrongQ,
    });
    expect(closeNotDrawn).toMatchObject({ status: false, code: 'RESULT_NOT_DRAWN' });
    expect(closeNotDrawn.message).toContain(`The chain dealt ${Q} for this close draw`);
    expect(await w.balance(c)).toEqual(beforeClose);
    expect(await drawState(kalyan.market_id)).toEqual(openDrawn);
    expect(await w.admin('admin/matka/setResult', { market_id: kalyan.market_id, open_result: P, close_result: Q })).toMatchObject({
      status: 'SETTLED',
    });
    // 1000 + 85 + 85 - 10 + 940 + pannaWin[P] + pannaWin[Q] - 10 - 10 + 9990 + 9990 + 99990 - 10 (the late close single):
    // 126,220 for P = 128 (single, +1,390) and Q = 550 (double, +2,790).
    settledBalance = 1000 + 85 + 85 - 10 + 940 + pannaWin[pannaKind(P)] + pannaWin[pannaKind(Q)] - 10 - 10 + 9990 + 9990 + 99990 - 10;
    expect(await w.balance(c)).toMatchObject({ total_balance: settledBalance, liability: 0 });
    expect(await drawRow(kalyan.market_id)).toMatchObject({ open_seed: deal.openSeed, close_seed: deal.closeSeed });
    const results = (await w.call(c.token, 'matka/getResults')).data;
    expect(results.find((r: Row) => r.market_id === kalyan.market_id)).toMatchObject({
      open_result: P,
      close_result: Q,
      jodi,
    });
    const rows = await w.ledger(c);
    expect(rows.filter((r) => r.kind === 'SETTLEMENT').length).toBeGreaterThan(0);
  });

  it('after an approved rollback refuses a result the chain did not deal (RESULT_NOT_DRAWN, nothing changes) and re-applies the chain’s, paying exactly as before', async () => {
    const { P, Q } = deal as { P: string; Q: string };
    const wrongP = otherPanna(pannaKind(P), [P]);
    const wrongQ = otherPanna(pannaKind(Q), [Q]);
    // A settled draw is corrected only through a rollback a second operator approves.
    for (const [path, body] of [
      ['admin/matka/void', { market_id: kalyan.market_id, reason: 'x' }],
      ['admin/matka/setResult', { market_id: kalyan.market_id, open_result: wrongP, close_result: Q }],
      ['admin/matka/setResult', { market_id: kalyan.market_id, open_result: P, close_result: Q }],
    ] as const)
      expect(await w.call(w.adminToken, path, body)).toMatchObject({ status: false, code: 'ROLLBACK_FIRST' });
    expect(await w.balance(c)).toMatchObject({ total_balance: settledBalance, liability: 0 });
    expect(await approvedBySecondAdmin(w, 'admin/matka/rollback', { market_id: kalyan.market_id })).toMatchObject({ status: 'HELD' });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -120 });
    await tick();
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -120 });
    // Rolled back, the draw waits for its result again: only the chain's is accepted, on either side.
    const held = await drawState(kalyan.market_id);
    expect(held.draw).toMatchObject({ status: 'HELD', open_result: P, close_result: Q });
    for (const [body, dealt] of [
      [{ open_result: wrongP, close_result: Q }, `The chain dealt ${P} for this open draw`],
      [{ open_result: P, close_result: wrongQ }, `The chain dealt ${Q} for this close draw`],
      [{ open_result: wrongP }, `The chain dealt ${P} for this open draw`],
    ] as const) {
      const answer = await w.call(w.adminToken, 'admin/matka/setResult', { market_id: kalyan.market_id, ...body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: false, code: 'RESULT_NOT_DRAWN' });
      expect(answer.message).toContain(dealt);
    }
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -120 });
    expect(await drawState(kalyan.market_id)).toEqual(held);
    // The chain's results re-applied: the same payouts as computed above.
    expect(await w.admin('admin/matka/setResult', { market_id: kalyan.market_id, open_result: P, close_result: Q })).toMatchObject({
      status: 'SETTLED',
    });
    expect(await w.balance(c)).toMatchObject({ total_balance: settledBalance, liability: 0 });
    expect(await drawRow(kalyan.market_id)).toMatchObject({
      status: 'SETTLED',
      open_result: P,
      close_result: Q,
      open_seed: deal.openSeed,
      close_seed: deal.closeSeed,
    });
  });

  it('rolls a draw back, voids it (every stake back) and records who did it; customers are refused', async () => {
    expect(await w.call(c.token, 'admin/matka/void', { market_id: kalyan.market_id, reason: 'x' })).toMatchObject({ status: false });
    expect(await approvedBySecondAdmin(w, 'admin/matka/rollback', { market_id: kalyan.market_id })).toMatchObject({ status: 'HELD' });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: -120 });
    expect(await w.admin('admin/matka/void', { market_id: kalyan.market_id, reason: 'draw disputed' })).toMatchObject({ status: 'VOID' });
    expect(await w.balance(c)).toMatchObject({ total_balance: 1000, liability: 0 });
    const actions = await w.ctx.database.db
      .selectFrom('game_operator_actions')
      .selectAll()
      .where('match_id', '=', kalyan.market_id)
      .execute();
    // Refused calls are not recorded: the open and close results, the rollback, the chain's results again, the rollback, the void.
    expect(actions.map((a) => a.action)).toEqual(['SET_RESULT', 'SET_RESULT', 'ROLLBACK', 'SET_RESULT', 'ROLLBACK', 'VOID']);
    expect(actions.map((a) => a.detail)).toEqual([deal.P, `${deal.P}-${deal.Q}`, null, `${deal.P}-${deal.Q}`, null, 'draw disputed']);
    expect(actions.map((a) => Number(a.created_at))).toEqual([ist('2026-11-23T11:00:00'), now, now, now, now, now]);
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
    // Tomorrow's draw is created by this tick: its open seat is made one that deals a triple panna.
    await skipToTriple('KALYAN_MORNING');
    await tick();
    const day = await draw('KALYAN_MORNING', '2026-11-25');
    const { P, Q } = (await chainDeal(day.market_id)) as { P: string; Q: string };
    expect(pannaKind(P)).toBe('triple');
    const [sP, sQ] = [singleOf(P), singleOf(Q)];
    const jodi = `${sP}${sQ}`;
    const losing = otherPanna('triple', [Q]);
    for (const [path, body] of [
      ['admin/matka/setResult', { market_id: day.market_id, open_result: P }],
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
    expect(await bet(day, 'triple_panna', P, 10, 'open')).toMatchObject({ status: true });
    expect(await bet(day, 'triple_panna', losing, 10, 'close')).toMatchObject({ status: true });
    expect(await bet(day, 'jodi', jodi, 10)).toMatchObject({ status: true });
    expect(await w.balance(c)).toMatchObject({ total_balance: start, liability: -30 });
    now = ist('2026-11-25T11:00:00');
    expect(await w.admin('admin/matka/setResult', { market_id: day.market_id, open_result: P })).toMatchObject({
      status: 'OPEN_DRAWN',
    });
    // Triple panna P (777, say) returns 700 x 10 = 7,000: the stake back and 6,990 won.
    expect(await w.balance(c)).toMatchObject({ total_balance: start + 6990, liability: -20 });
    now = ist('2026-11-25T12:00:00');
    expect(await w.admin('admin/matka/setResult', { market_id: day.market_id, open_result: P, close_result: Q })).toMatchObject({
      status: 'SETTLED',
    });
    // The jodi of P and Q (7+7+7 = 21 and 5+5+0 = 10: jodi 10 for 777 and 550) wins 10 x 94 = 940; the close triple panna other than Q loses 10.
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
      [`Result / Kalyan Morning 2026-11-25 / Kalyan Morning triple panna open ${P}`, 6990, 0],
    ]);
    expect(statement.slice(0, 2).map((r) => [r.description, r.credit, r.debit])).toEqual(
      expect.arrayContaining([
        [`Result / Kalyan Morning 2026-11-25 / Kalyan Morning triple panna close ${losing}`, 0, 10],
        [`Result / Kalyan Morning 2026-11-25 / Kalyan Morning jodi ${jodi}`, 940, 0],
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
