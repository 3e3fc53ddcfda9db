import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { approvedBySecondAdmin } from '../helpers/approved-by-second-admin.ts';
import { testDialects } from '../helpers/test-app.ts';
import { MoneyWorld, type Customer } from '../trading/money-fixture.ts';

const FUNDS = { status: false, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance for this bet.' };
const EXPOSURE_LIMIT = { status: false, code: 'EXPOSURE_LIMIT' };
const LOSS_LIMIT = { status: false, code: 'LOSS_LIMIT' };

describe.each(testDialects())('funds, exposure and loss limits of bookmaker and fancy bets on %s', (dialect) => {
  let w: MoneyWorld;
  let matchId: number;
  beforeAll(async () => {
    w = await MoneyWorld.create(dialect);
    matchId = await w.match();
  });
  afterAll(async () => w?.close());
  afterEach(async () => w.expectAuditClean());

  const yes = (c: Customer, fancyId: number, stack: number) =>
    w.call(c.token, 'bet/placeFancyBet', { match_id: matchId, fancy_id: fancyId, is_back: true, run: 50, size: 100, stack });

  it('takes a bookmaker back whose worst case is exactly the balance and refuses one paisa more with the funds code', async () => {
    const { marketId, a } = await w.bookmaker(matchId);
    const c = await w.customer(100);
    // Back A: loses its stake if A loses, so the exposure is the stake.
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 100.01)).toMatchObject(FUNDS);
    expect((await w.bet(c, matchId, marketId, a, true, 1.5, 100)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: 100, available_balance: 0, liability: -100 }));
  });

  it('takes a fancy YES whose worst case is exactly the balance and refuses one paisa more with the funds code', async () => {
    const fancyId = await w.session(matchId);
    const c = await w.customer(100);
    // YES 50 at rate 100 loses its stake below 50 runs.
    expect(await yes(c, fancyId, 100.01)).toMatchObject(FUNDS);
    expect((await yes(c, fancyId, 100)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 0, liability: -100 }));
  });

  it('takes a bookmaker hedge that lowers the exposure while it stays above the funds, and nothing that raises it', async () => {
    // Without commission, so the payout below is the round +50.
    const { marketId, a, b } = await w.bookmaker(matchId, { commission_rate: 0 });
    const c = await w.customer(100);
    expect((await w.bet(c, matchId, marketId, a, true, 1.5, 100)).status).toBe(true);
    // A wins +50; the operator pays out all 150, then rolls back: MAIN 0 - 50 - 100 held again = -150.
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [a] });
    await w.admin('admin/wallet/debit', { user_id: c.userId, amount: 150, remark: 'payout' });
    await approvedBySecondAdmin(w, 'admin/market/rollback', { market_id: marketId });
    await w.admin('admin/market/status', { market_id: marketId, status: 'OPEN' });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: -150, liability: -100 }));
    // Funds: -150 + 100 held = -50. Lay A 20 @ 1.55: A loses -100 + 20 = -80, A wins +50 - 11 = +39: exposure 100 -> 80.
    expect((await w.bet(c, matchId, marketId, a, false, 1.55, 20)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: -50, available_balance: -130, liability: -80 }));
    // Backing B would hedge further (A wins +38, B wins -79); backing A raises the worst case to 81.
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 1)).toMatchObject({
      status: false,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Your balance is -₹130.00: deposit at least ₹130.00 before adding risk.',
    });
    await w.admin('admin/market/result', { market_id: marketId, winner_selection_ids: [b] });
    expect(await w.balance(c)).toEqual(expect.objectContaining({ total_balance: -130, liability: 0 }));
  });

  it('applies the market exposure limit exactly, and still takes a hedge while the exposure stays above it', async () => {
    const { marketId, a } = await w.bookmaker(matchId, { max_exposure: 100 });
    const c = await w.customer(1000);
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 100.01)).toMatchObject(EXPOSURE_LIMIT);
    expect((await w.bet(c, matchId, marketId, a, true, 1.5, 100)).status).toBe(true);
    // No operator call changes a market's limit after creation; the operator tightens it in the database.
    await sql`UPDATE markets SET max_exposure = 5000 WHERE market_id = ${marketId}`.execute(w.ctx.database.db);
    expect((await w.bet(c, matchId, marketId, a, false, 1.55, 20)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 920, liability: -80 }));
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 1)).toMatchObject(EXPOSURE_LIMIT);
  });

  it('applies the daily loss limit exactly, and still takes a hedge after the limit is lowered below the exposure', async () => {
    const { marketId, a } = await w.bookmaker(matchId);
    const c = await w.customer(1000);
    expect((await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 300 })).status).toBe(true);
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 300.01)).toMatchObject(LOSS_LIMIT);
    expect((await w.bet(c, matchId, marketId, a, true, 1.5, 300)).status).toBe(true);
    // A decrease applies at once: room 100 - 300 at risk = -200, so the market may hold 300 - 200 = 100.
    expect((await w.call(c.token, 'responsibleGaming/setLimits', { loss_limit_day: 100 })).status).toBe(true);
    // Lay A 50 @ 1.55: A loses -300 + 50 = -250, A wins +150 - 27.50 = +122.50: exposure 300 -> 250.
    expect((await w.bet(c, matchId, marketId, a, false, 1.55, 50)).status).toBe(true);
    expect(await w.balance(c)).toEqual(expect.objectContaining({ available_balance: 750, liability: -250 }));
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 1)).toMatchObject(LOSS_LIMIT);
  });

  it('names the balance when it and a limit allow the same exposure', async () => {
    const { marketId, a } = await w.bookmaker(matchId, { max_exposure: 100 });
    const c = await w.customer(100);
    expect(await w.bet(c, matchId, marketId, a, true, 1.5, 100.01)).toMatchObject(FUNDS);
    const limited = await w.customer(100);
    await w.call(limited.token, 'responsibleGaming/setLimits', { loss_limit_day: 100 });
    expect(await yes(limited, await w.session(matchId), 100.01)).toMatchObject(FUNDS);
  });

  it('applies the same bounds to an exchange bet, exactly', async () => {
    const { marketId, sel } = await w.market(matchId, ['A', 'B'], { max_exposure: 200 });
    const c = await w.customer(100);
    expect(await w.bet(c, matchId, marketId, sel[0]!, true, 2, 100.01)).toMatchObject(FUNDS);
    expect((await w.bet(c, matchId, marketId, sel[0]!, true, 2, 100)).status).toBe(true);
    const rich = await w.customer(1000);
    expect(await w.bet(rich, matchId, marketId, sel[0]!, true, 2, 200.01)).toMatchObject(EXPOSURE_LIMIT);
    expect((await w.bet(rich, matchId, marketId, sel[0]!, true, 2, 200)).status).toBe(true);
    const limited = await w.customer(1000);
    await w.call(limited.token, 'responsibleGaming/setLimits', { loss_limit_day: 150 });
    expect(await w.bet(limited, matchId, marketId, sel[0]!, true, 2, 150.01)).toMatchObject(LOSS_LIMIT);
    expect((await w.bet(limited, matchId, marketId, sel[0]!, true, 2, 150)).status).toBe(true);
    expect(await w.balance(limited)).toEqual(expect.objectContaining({ available_balance: 850, liability: -150 }));
  });
});
