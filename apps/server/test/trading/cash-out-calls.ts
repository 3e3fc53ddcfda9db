import { expect } from 'vitest';
import type { Customer, MoneyWorld } from './money-fixture.ts';

/**
 * A customer's cash-out calls (fraction 0.5 = half) and a count of their stored bets, to see that
 * a refusal placed nothing; `world` is read at each call, as a suite creates it in beforeAll.
 */
export function cashOutCalls(world: () => MoneyWorld) {
  return {
    quote: (c: Customer, marketId: number, fraction?: number) =>
      world().call(c.token, 'bet/cashOutQuote', { market_id: marketId, fraction }),
    cashOut: (c: Customer, marketId: number, minValue: number, clientRef: string, fraction?: number) =>
      world().call(c.token, 'bet/cashOut', { market_id: marketId, min_value: minValue, client_ref: clientRef, fraction }),
    betCount: async (c: Customer) =>
      (await world().ctx.database.db.selectFrom('bets').select('bet_id').where('user_id', '=', c.userId).execute()).length,
  };
}

/** A two-runner market where the customer's ₹`stake` at `odds` on A (a back, or a lay) matched a maker's. */
export async function matchedOnA(w: MoneyWorld, isBack: boolean, odds: number, stake = 100) {
  const matchId = await w.match();
  const { marketId, sel } = await w.market(matchId, ['A', 'B']);
  const maker = await w.customer(10000);
  const c = await w.customer(1000);
  expect((await w.bet(maker, matchId, marketId, sel[0]!, !isBack, odds, stake)).status).toBe(true);
  expect((await w.bet(c, matchId, marketId, sel[0]!, isBack, odds, stake)).data).toMatchObject({ matched_stack: stake });
  return { matchId, marketId, sel, maker, c };
}

/**
 * A three-runner market where the customer backed ₹100 at 3.0 on A and laid ₹50 at 4.0 on B
 * (A +₹250, B -₹250, Draw -₹50), and others lay B at 5.0 and the draw at 4.0.
 */
export async function threeRunnerPosition(w: MoneyWorld) {
  const matchId = await w.match();
  const { marketId, sel } = await w.market(matchId, ['A', 'B', 'Draw']);
  const maker = await w.customer(10000);
  const c = await w.customer(1000);
  await w.bet(maker, matchId, marketId, sel[0]!, false, 3.0, 100);
  await w.bet(c, matchId, marketId, sel[0]!, true, 3.0, 100);
  await w.bet(maker, matchId, marketId, sel[1]!, true, 4.0, 50);
  await w.bet(c, matchId, marketId, sel[1]!, false, 4.0, 50);
  await w.bet(maker, matchId, marketId, sel[1]!, false, 5.0, 500);
  await w.bet(maker, matchId, marketId, sel[2]!, false, 4.0, 500);
  return { matchId, marketId, sel, maker, c };
}
