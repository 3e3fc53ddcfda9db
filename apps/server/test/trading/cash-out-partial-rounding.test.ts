import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { cashOutCalls, matchedOnA } from './cash-out-calls.ts';
import { MoneyWorld } from './money-fixture.ts';

/** A partial cash out's value, rounded to the paisa on the customer's worse runner. */
describe.each(testDialects())('cash out of a part, to the paisa, on %s', (dialect) => {
  let w: MoneyWorld;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());
  const { quote, cashOut } = cashOutCalls(() => w);

  it("locks a third of a back at 3.4 by laying at 1.71: the laid runner's liability rounded up decides the value", async () => {
    // A +₹240, B -₹100; others back A at 1.71.
    const { matchId, marketId, sel, maker, c } = await matchedOnA(w, true, 3.4);
    await w.bet(maker, matchId, marketId, sel[0]!, true, 1.71, 500);
    // Lay floor(34000 x 0.3333 / 1.71) = 6627 paise; liability ceil(6627 x 0.71) = 4706. On A a third of
    // 24000 plus -4706 is 3293.2, on B a third of -10000 plus 6627 is 3294: ₹32.93 on the worse, A.
    expect((await quote(c, marketId, 0.3333)).data).toMatchObject({ value: 32.93, legs: [{ is_back: false, odds: 1.71, stack: 66.27 }] });
    expect(await cashOut(c, marketId, 32.93, 'third', 0.3333)).toMatchObject({ status: true, data: { value: 32.93 } });
    // B: -100 + 66.27 = -33.73.
    expect(await w.balance(c)).toEqual(expect.objectContaining({ liability: -33.73 }));
  });
});
