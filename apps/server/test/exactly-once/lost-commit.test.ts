import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';
import { PgProxy } from './pg-proxy.ts';
import { expectExactlyOnce, sendBet, sendUntilDecided, type Answer } from './once-helpers.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('a COMMIT whose answer is lost on PostgreSQL (through a proxy)', () => {
  let proxy: PgProxy;
  let w: MoneyWorld;
  let c: Customer;
  let market: { matchId: number; marketId: number; sel: number[] };
  let n = 0;
  const bet = (ref: string) => ({
    match_id: market.matchId,
    market_id: market.marketId,
    selection_id: market.sel[0],
    is_back: true,
    odds: 2,
    stack: 10,
    client_ref: ref,
  });
  const rowsFor = (ref: string) => w.ctx.database.db.selectFrom('bets').select('bet_id').where('client_ref', '=', ref).execute();

  beforeAll(async () => {
    proxy = await PgProxy.start(url!);
    w = await MoneyWorld.create('postgres', {}, { databaseUrl: proxy.urlFor(url!), onConnectionError: () => undefined });
    const matchId = await w.match();
    market = { matchId, ...(await w.market(matchId, ['A', 'B'])) };
    c = await w.customer(1000);
  });
  afterAll(async () => {
    proxy.disarm();
    proxy.refuseConnections = false;
    await w?.close();
    await proxy?.close();
  });

  it('answers "placed" when the COMMIT went through but its answer was lost: the marker says it committed', async () => {
    const ref = `lost-${++n}`;
    proxy.arm('loseAnswer', 1);
    const answer = await sendBet(w, c, bet(ref));
    expect(proxy.hits.loseAnswer).toBe(1);
    expect(answer).toMatchObject({ http: 200, status: true, data: { remaining_stack: 10 } });
    expect(await rowsFor(ref)).toEqual([{ bet_id: answer.data.bet_id }]);
    expect(await sendBet(w, c, bet(ref))).toMatchObject({ status: true, data: { bet_id: answer.data.bet_id } });
    expect(await rowsFor(ref)).toHaveLength(1);
    await w.expectAuditClean();
  });

  it('answers TRY_AGAIN and holds nothing when the COMMIT never reached the database: no marker', async () => {
    const ref = `dropped-${++n}`;
    const before = await w.balance(c);
    proxy.arm('dropCommit', 1);
    expect(await sendBet(w, c, bet(ref))).toMatchObject({ http: 503, status: false, code: 'TRY_AGAIN' });
    expect(await rowsFor(ref)).toEqual([]);
    expect(await w.balance(c)).toEqual(before);
    const retried = await sendBet(w, c, bet(ref));
    expect(retried).toMatchObject({ status: true });
    expect(await rowsFor(ref)).toEqual([{ bet_id: retried.data.bet_id }]);
    await w.expectAuditClean();
  });

  it('answers OUTCOME_UNKNOWN with HTTP 503 when nobody can ask the database, and the re-send finds the committed bet', async () => {
    const ref = `unknown-${++n}`;
    proxy.arm('loseAnswer', 1, { blackout: true });
    const answer = await sendBet(w, c, bet(ref));
    expect(answer).toMatchObject({ http: 503, status: false, code: 'OUTCOME_UNKNOWN', data: null });
    proxy.refuseConnections = false;
    const resent = await sendUntilDecided(w, c, bet(ref));
    const rows = await rowsFor(ref);
    expect(rows).toHaveLength(1);
    expect(resent.at(-1)).toMatchObject({ status: true, data: { bet_id: rows[0]!.bet_id } });
    await w.expectAuditClean();
  });

  it('answers an operator result whose commit cannot be confirmed with HTTP 503 OUTCOME_UNKNOWN; the market is settled once', async () => {
    const matchId = await w.match();
    const m = await w.market(matchId, ['A', 'B']);
    const placed = await sendBet(w, c, { ...bet(`settle-${++n}`), match_id: matchId, market_id: m.marketId, selection_id: m.sel[0] });
    expect(placed).toMatchObject({ status: true });
    const result = () =>
      w.ctx.app.inject({
        method: 'POST',
        url: '/api/admin/market/result',
        headers: { authorization: `Bearer ${w.adminToken}` },
        payload: { market_id: m.marketId, winner_selection_ids: [m.sel[0]] },
      });
    proxy.arm('loseAnswer', 1, { blackout: true });
    const first = await result();
    expect({ http: first.statusCode, ...first.json() }).toMatchObject({ http: 503, status: false, code: 'OUTCOME_UNKNOWN' });
    proxy.refuseConnections = false;
    // The result committed: declaring it again is refused, and the unmatched bet was lapsed once.
    let again = await result();
    for (let i = 0; i < 100 && again.json().code === 'TRY_AGAIN'; i++) again = await result();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: false });
    const paid = await w.ctx.database.db.selectFrom('bets').select(['outcome', 'pnl']).where('market_id', '=', m.marketId).execute();
    expect(paid.map((b) => [b.outcome, Number(b.pnl)])).toEqual([['LAPSED', 0]]);
    await w.expectAuditClean();
  });

  it('places 240 bets from 12 customers at once while COMMIT answers are lost, then dropped: each client_ref at most once, audit clean', async () => {
    const customers = await Promise.all(Array.from({ length: 12 }, () => w.customer(5000)));
    const matchId = await w.match();
    const markets = await Promise.all([0, 1, 2].map(() => w.market(matchId, ['A', 'B'])));
    const betsFor = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => {
        const m = markets[i % 3]!;
        // Backs and lays at 2.0 meet: fills change other customers' exposure in the same batch.
        const body = {
          match_id: matchId,
          market_id: m.marketId,
          selection_id: m.sel[(i >> 1) % 2],
          is_back: i % 2 === 0,
          odds: 2,
          stack: 10 + (i % 7),
          client_ref: `${prefix}-${i}`,
        };
        return { c: customers[i % customers.length]!, body };
      });
    // Each customer sends one bet after another, all customers at once: many small batches.
    const round = async (bets: { c: Customer; body: Record<string, unknown> }[]) => {
      const answers = new Map<number, Answer[]>();
      await Promise.all(
        customers.map(async (c) => {
          for (const [i, b] of bets.entries()) if (b.c === c) answers.set(i, await sendUntilDecided(w, c, b.body));
        }),
      );
      return bets.map((_, i) => answers.get(i)!);
    };
    const placed = betsFor('lost', 240);
    proxy.arm('loseAnswer', 10, { every: 2 });
    const first = await round(placed);
    expect(proxy.hits.loseAnswer).toBeGreaterThanOrEqual(1 + 10);
    // Every lost answer was settled by the marker look-up: no caller had to send again.
    expect(first.filter((a) => a.length > 1).map((a) => a.map((x) => x.code))).toEqual([]);

    const dropped = betsFor('dropped', 120);
    proxy.arm('dropCommit', 10, { every: 2 });
    const second = await round([...placed, ...dropped]);
    proxy.disarm();
    expect(proxy.hits.dropCommit).toBeGreaterThanOrEqual(1 + 10);
    // A re-send of a placed ref answers its first bet: nothing new.
    for (const [i, answers] of first.entries()) {
      if (answers.at(-1)!.status) expect(second[i]!.at(-1)).toMatchObject({ status: true, data: { bet_id: answers.at(-1)!.data.bet_id } });
    }
    const finals = [
      ...placed.map((b, i) => ({ ref: String(b.body.client_ref), answer: first[i]!.at(-1)! })),
      ...dropped.map((b, i) => ({ ref: String(b.body.client_ref), answer: second[placed.length + i]!.at(-1)! })),
    ];
    expect(finals.filter((f) => f.answer.status).length).toBeGreaterThan(300);
    await expectExactlyOnce(w, customers, finals);
    await w.expectAuditClean();
  });
});
