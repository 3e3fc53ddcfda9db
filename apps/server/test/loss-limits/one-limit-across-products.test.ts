import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { fixSeedPair } from '../slots/slot-fixtures.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

let refs = 0;
const LOW_CARD = 1;

// One daily loss limit over every product: the day's net result of sports (fancies here), Our
// Virtual, slots and provider casinos, less what is at risk. With the fixed server seed of
// slot-fixtures, Lucky 7 deals 10DD for client seed 'v-1' (a ₹100 Low Card bet loses ₹100) and
// 2HH for 'v-0' (it wins ₹100).
describe.each(testDialects())('one daily loss limit across products on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());

  const fancyBet = (c: Customer, fancyId: number, stack: number) =>
    w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run: 50, size: 100, stack });
  const virtualBet = (c: Customer, stack: number) =>
    w.call(c.token, 'vcasino/placeBet', { type: 'lucky7', selection_id: LOW_CARD, stack, client_ref: `one-${++refs}` });

  it('refuses a sport bet once a virtual loss took the room, though the batch already knew the customer', async () => {
    const c = await w.customer(1000);
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 300 });
    const fancy = await w.session(matchId);
    // The first limited bet loads the customer's day into the batch's memory: ₹1 at risk.
    expect(await fancyBet(c, fancy, 1)).toMatchObject({ status: true });
    await fixSeedPair(w, c, 'v-1');
    expect(await virtualBet(c, 100)).toMatchObject({ status: true, data: { win: -100 } });
    // 300 - 100 lost - 1 at risk leaves 199.
    expect(await fancyBet(c, fancy, 200)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await fancyBet(c, fancy, 199)).toMatchObject({ status: true });
    expect(await w.balance(c)).toMatchObject({ liability: -200, available_balance: 700 });
    await w.expectAuditClean();
  });

  it('counts the net of the day: a virtual win gives back room a sport loss took, for either product', async () => {
    const c = await w.customer(1000);
    await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 300 });
    const lost = await w.session(matchId);
    expect(await fancyBet(c, lost, 200)).toMatchObject({ status: true });
    await w.admin('admin/market/result', { fancy_id: lost, result_run: 40 });
    // 200 lost: a ₹101 virtual bet would pass 300; ₹100 fits, and wins.
    await fixSeedPair(w, c, 'v-0');
    expect(await virtualBet(c, 101)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await virtualBet(c, 100)).toMatchObject({ status: true, data: { win: 100 } });
    // Net loss 100 now: 200 more fits on a sport bet, 201 does not.
    const next = await w.session(matchId);
    expect(await fancyBet(c, next, 201)).toMatchObject({ status: false, code: 'LOSS_LIMIT' });
    expect(await fancyBet(c, next, 200)).toMatchObject({ status: true });
    await w.expectAuditClean();
  });
});
