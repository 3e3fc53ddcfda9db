import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

interface Expected {
  /** Places that settle the market (runner letters). */
  placed: string;
  /** Net result per customer after 5% commission on a net win (rupees). */
  net: Record<string, number>;
}

describe.each(testDialects())('place markets on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match(7);
  });
  afterAll(async () => w?.close());

  const holdsOf = async (marketId: number): Promise<Map<number, { held: number; loss: number }>> => {
    const row = await w.ctx.database.db
      .selectFrom('markets')
      .select('settlement_json')
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    const holds = JSON.parse(row.settlement_json!).holds as { user_id: number; held: number; loss: number }[];
    return new Map(holds.map((h) => [h.user_id, { held: h.held, loss: h.loss }]));
  };

  /**
   * Declares every accepted result in turn (rolling back between them) and checks, per customer,
   * the balance hand-computed for that result, that the hold stored at settlement is the
   * exposure held before it, and that the loss taken is within it.
   */
  async function everyResult(
    marketId: number,
    sel: Map<string, number>,
    who: Record<string, Customer>,
    held: Record<string, number>,
    results: Expected[],
  ) {
    for (const name of Object.keys(who)) {
      expect(await w.balance(who[name]!), name).toEqual(expect.objectContaining({ total_balance: 1000, liability: -held[name]! }));
    }
    for (const r of results) {
      await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [...r.placed].map((p) => sel.get(p)) });
      const holds = await holdsOf(marketId);
      for (const [name, c] of Object.entries(who)) {
        const net = r.net[name]!;
        expect(await w.balance(c), `${name} on ${r.placed}`).toEqual(expect.objectContaining({ total_balance: 1000 + net, liability: 0 }));
        expect(holds.get(c.userId), `${name} on ${r.placed}`).toEqual({ held: held[name]! * 100, loss: Math.max(0, -net) * 100 });
        expect(Math.max(0, -net), `${name} loses no more than held on ${r.placed}`).toBeLessThanOrEqual(held[name]!);
      }
      await w.expectAuditClean();
      await approvedBySecondAdmin(w, 'admin/market/rollback', { market_id: marketId });
    }
  }

  it('Place markets: every accepted result (1 to N placed runners) takes no more than was held, 2 places of 3', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'C'], {
      name: 'To Be Placed',
      market_type: 'PLACE',
      number_of_winners: 2,
    });
    const [a, b, c] = sel as [number, number, number];
    const who = { p: await w.customer(1000), q: await w.customer(1000), r: await w.customer(1000), s: await w.customer(1000) };
    // p backs A and B 100 @ 2 against q's lays; s backs C 50 @ 3 against r's lay.
    for (const runner of [a, b]) {
      expect((await w.bet(who.q, matchId, marketId, runner, false, 2, 100)).status).toBe(true);
      expect((await w.bet(who.p, matchId, marketId, runner, true, 2, 100)).data).toMatchObject({ matched_stack: 100 });
    }
    expect((await w.bet(who.r, matchId, marketId, c, false, 3, 50)).status).toBe(true);
    expect((await w.bet(who.s, matchId, marketId, c, true, 3, 50)).data).toMatchObject({ matched_stack: 50 });
    // Worst cases over {A} {B} {C} {A,B} {A,C} {B,C}: p -200 on {C} (not 0 as over two places
    // only), q -200 on {A,B}, r -100 whenever C places, s -50 whenever it does not.
    const held = { p: 200, q: 200, r: 100, s: 50 };
    // A net win pays 5%: 200 -> 190, 50 -> 47.50, 100 -> 95.
    await everyResult(
      marketId,
      new Map([
        ['A', a],
        ['B', b],
        ['C', c],
      ]),
      who,
      held,
      [
        { placed: 'A', net: { p: 0, q: 0, r: 47.5, s: -50 } },
        { placed: 'B', net: { p: 0, q: 0, r: 47.5, s: -50 } },
        { placed: 'C', net: { p: -200, q: 190, r: -100, s: 95 } },
        { placed: 'AB', net: { p: 190, q: -200, r: 47.5, s: -50 } },
        { placed: 'AC', net: { p: 0, q: 0, r: -100, s: 95 } },
        { placed: 'BC', net: { p: 0, q: 0, r: -100, s: 95 } },
      ],
    );
  });

  it('Place markets: every accepted result (1 to N placed runners) takes no more than was held, 3 places of 4', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B', 'C', 'D'], { name: 'Top 3', market_type: 'PLACE', number_of_winners: 3 });
    const [a, b, c, d] = sel as [number, number, number, number];
    const who = { p: await w.customer(1000), q: await w.customer(1000), r: await w.customer(1000), s: await w.customer(1000) };
    // p backs A, B and C 100 @ 2 against q's lays; s backs D 50 @ 4 against r's lay (liability 150).
    for (const runner of [a, b, c]) {
      expect((await w.bet(who.q, matchId, marketId, runner, false, 2, 100)).status).toBe(true);
      expect((await w.bet(who.p, matchId, marketId, runner, true, 2, 100)).data).toMatchObject({ matched_stack: 100 });
    }
    expect((await w.bet(who.r, matchId, marketId, d, false, 4, 50)).status).toBe(true);
    expect((await w.bet(who.s, matchId, marketId, d, true, 4, 50)).data).toMatchObject({ matched_stack: 50 });
    // With k of A, B, C placed, p makes 200k - 300 and q the opposite: p's worst is {D} (-300),
    // which three places alone never show; q's is {A,B,C}. r loses 150 when D places, s 50 when not.
    const held = { p: 300, q: 300, r: 150, s: 50 };
    // Nets after 5%: +100 -> 95, +300 -> 285, r +50 -> 47.50, s +150 -> 142.50.
    const net = (k: number, dPlaced: boolean) => ({
      p: [-300, -100, 95, 285][k]!,
      q: [285, 95, -100, -300][k]!,
      r: dPlaced ? -150 : 47.5,
      s: dPlaced ? 142.5 : -50,
    });
    const results: Expected[] = ['A', 'B', 'C', 'D', 'AB', 'AC', 'AD', 'BC', 'BD', 'CD', 'ABC', 'ABD', 'ACD', 'BCD'].map((placed) => ({
      placed,
      net: net([...placed].filter((p) => p !== 'D').length, placed.includes('D')),
    }));
    await everyResult(
      marketId,
      new Map([
        ['A', a],
        ['B', b],
        ['C', c],
        ['D', d],
      ]),
      who,
      held,
      results,
    );
    expect(await w.call(w.adminToken, 'admin/market/result', { market_id: marketId, winner_selection_ids: [a, b, c, d] })).toMatchObject({
      status: false,
    });
  });
});
