import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, mustCall, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;
let admin: string;
let maker: string;
let market: CreatedMarket;
/** The maker's back at 1.5, the best price to lay Kings at until it is cancelled. */
let bestBack: number;

const bar = () => page.getByRole('region', { name: 'Match Odds' });
const myBetsCashOut = () => page.getByRole('region', { name: 'My Bets' }).getByRole('group', { name: 'Cash out' });

/** The rules the server holds for the logged-in customer, asked with the page's own session. */
const storedRules = () =>
  page.evaluate(async () => {
    const response = await fetch('/api/bet/getAutoCashOut', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('usertoken')}` },
      body: '{}',
    });
    const answer = (await response.json()) as { data: { rules: { market_id: number; profit_target: number; loss_limit: number }[] } };
    return answer.data.rules.map((r) => [r.market_id, r.profit_target, r.loss_limit]);
  });

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  maker = await fundedCustomer(baseUrl, admin, 'my_bets_maker');
  market = await createMarket(baseUrl, admin, 'Kings v Queens', ['Kings', 'Queens']);
  const kings = market.runners[0]!.selection_id;
  // demo backs Kings for ₹100 at 2 against the maker's lay; the maker then backs Kings at 1.9 and 1.5.
  await restingOrder(baseUrl, maker, market, kings, false, 2, 100);
  await restingOrder(baseUrl, await tokenFor(baseUrl, 'demo', 'demo1234'), market, kings, true, 2, 100);
  await restingOrder(baseUrl, maker, market, kings, true, 1.9, 500);
  bestBack = ((await restingOrder(baseUrl, maker, market, kings, true, 1.5, 500)) as { bet_id: number }).bet_id;
  await loginAs(page, baseUrl, 'demo');
  await page.goto(`${baseUrl}/#/game-details/4/${market.matchId}`);
  await bar().waitFor();
});

afterAll(() => walk?.close());

describe('cash out from My Bets and auto cash out', () => {
  it('sets an auto cash-out rule from the Cash Out bar, shows it, and clears it', async () => {
    await bar().getByRole('button', { name: 'Auto cash out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Auto cash out: Match Odds' });
    await dialog.getByText('No auto cash out on this market.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe('Give a profit target, a loss limit or both.');
    await dialog.getByLabel('Profit target (₹)').fill('1000');
    await dialog.getByLabel('Loss limit (₹)').fill('500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await bar().getByRole('button', { name: 'Auto cash out: profit 1000.00 or loss 500.00' }).waitFor();
    expect(await storedRules()).toEqual([[market.marketId, 1000, 500]]);
    await bar()
      .getByRole('button', { name: /^Auto cash out:/ })
      .click();
    await dialog.getByText(/In force: the whole position is cashed out at profit 1000\.00 or loss 500\.00/).waitFor();
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await bar().getByRole('button', { name: 'Auto cash out', exact: true }).waitFor();
    expect(await storedRules()).toEqual([]);
  });

  it("shows the held market's cash-out value in My Bets, follows the pushed book and cashes out through the confirmation", async () => {
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const value = () => myBetsCashOut().getByTestId('cash-out-value');
    // Laying 200 / 1.5 = 133.33 against the backs at 1.5 leaves +33.33 either way (the example).
    await expect.poll(() => value().textContent()).toBe('33.33');
    expect(await value().getAttribute('class')).toContain('plus');
    // The share buttons and slider fit the 320 px side column: no sideways scroll on a desktop.
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(innerWidth).toBe(1280);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // The backs at 1.5 go: laying 200 / 1.9 = 105.26 leaves +5.26, on screen without a reload.
    await mustCall(baseUrl, 'bet/cancelBet', { bet_id: bestBack }, maker);
    await expect.poll(() => value().textContent()).toBe('5.26');
    await myBetsCashOut()
      .getByRole('button', { name: /^Cash Out/ })
      .click();
    await page.getByRole('dialog', { name: 'Cash Out' }).getByRole('button', { name: 'Confirm 5.26' }).click();
    await page
      .getByText(/Cashed out: 5\.26/)
      .first()
      .waitFor();
    await expect.poll(() => bar().getByLabel('Win/loss if Queens wins').textContent()).toBe('5.26');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });

  it('cashes out half a position from My Bets on a phone, the share and the button inside the screen', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const second = await createMarket(baseUrl, admin, 'Rooks v Pawns', ['Rooks', 'Pawns']);
    const rooks = second.runners[0]!.selection_id;
    // demo backs Rooks for ₹100 at 2 (Rooks +100, Pawns -100); the maker then backs Rooks at 1.5.
    await restingOrder(baseUrl, maker, second, rooks, false, 2, 100);
    await restingOrder(baseUrl, await tokenFor(baseUrl, 'demo', 'demo1234'), second, rooks, true, 2, 100);
    await restingOrder(baseUrl, maker, second, rooks, true, 1.5, 500);
    await page.goto(`${baseUrl}/#/game-details/4/${second.matchId}`);
    await myBetsCashOut().getByRole('button', { name: '50%' }).click();
    // Half the hedge, ₹66.66 laid at 1.5, on half the position (+50, -50): +16.67 on Rooks, +16.66 on Pawns.
    await expect.poll(() => myBetsCashOut().getByTestId('cash-out-value').textContent()).toBe('16.66');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const press = await myBetsCashOut()
      .getByRole('button', { name: /^Cash Out/ })
      .boundingBox();
    expect(press!.x + press!.width).toBeLessThanOrEqual(390);
    await myBetsCashOut()
      .getByRole('button', { name: /^Cash Out/ })
      .click();
    await page.getByRole('dialog', { name: 'Cash Out' }).getByRole('button', { name: 'Confirm 16.66' }).click();
    await page
      .getByText(/Cashed out: 16\.66/)
      .first()
      .waitFor();
    // The other half stays: Rooks +100 - 33.33, Pawns -100 + 66.66.
    await expect.poll(() => bar().getByLabel('Win/loss if Rooks wins').textContent()).toBe('66.67');
    expect(await bar().getByLabel('Win/loss if Pawns wins').textContent()).toBe('-33.34');
  });
});
