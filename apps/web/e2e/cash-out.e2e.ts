import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;
let admin: string;
let maker: string;

const exposure = async () => Number(await page.getByTestId('exposure-value').textContent());
const slip = () => page.getByRole('region', { name: 'Bet slip' });
const cashOutValue = () => page.getByRole('region', { name: 'Match Odds' }).getByTestId('cash-out-value');

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  maker = await fundedCustomer(baseUrl, admin, 'cash_out_maker');
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('cashing out a back ($name)', ({ name, viewport }) => {
  let market: CreatedMarket;
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    market = await createMarket(baseUrl, admin, `Cash ${name} v Out`, ['Lions', 'Tigers']);
    // The maker lays Lions at 2: what demo backs.
    await restingOrder(baseUrl, maker, market, market.runners[0]!.selection_id, false, 2, 100);
    await page.goto(`${baseUrl}/#/game-details/4/${market.matchId}`);
    await page.getByRole('region', { name: 'Match Odds' }).waitFor();
  });

  it('backs Lions, sees the cash-out value follow the pushed prices, cashes out and the exposure falls back by the hand-computed ₹100', async () => {
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const before = await exposure();
    await page.getByRole('button', { name: 'Back Lions at 2' }).click();
    await slip().getByRole('textbox', { name: 'Stake' }).fill('100');
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(/Bet matched: 100\.00 at 2/)
      .first()
      .waitFor();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="exposure-value"]')?.textContent) === b + 100, before);
    const lions = market.runners[0]!.selection_id;
    // Others back Lions at 1.9: laying 200 / 1.9 = 105.26 leaves +5.26 either way.
    await restingOrder(baseUrl, maker, market, lions, true, 1.9, 500);
    await expect.poll(() => cashOutValue().textContent()).toBe('5.26');
    // ... then at 1.5: 133.33 laid, +33.33 (the example), on screen without a reload.
    await restingOrder(baseUrl, maker, market, lions, true, 1.5, 500);
    await expect.poll(() => cashOutValue().textContent()).toBe('33.33');
    expect(await cashOutValue().getAttribute('class')).toContain('plus');
    // The market's own bar (My Bets offers the same press).
    await page
      .getByRole('region', { name: 'Match Odds' })
      .getByRole('button', { name: /^Cash Out/ })
      .click();
    await page.getByRole('button', { name: 'Confirm 33.33' }).click();
    await page
      .getByText(/Cashed out: 33\.33/)
      .first()
      .waitFor();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="exposure-value"]')?.textContent) === b, before);
    await expect
      .poll(() => page.getByRole('region', { name: 'Match Odds' }).getByLabel('Win/loss if Tigers wins').textContent())
      .toBe('33.33');
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });
});
