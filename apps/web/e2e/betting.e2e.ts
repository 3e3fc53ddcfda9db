import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let market: CreatedMarket;
let baseUrl: string;

const exposure = () => page.getByTestId('exposure-value').textContent();
const slip = () => page.getByRole('region', { name: 'Bet slip' });
const myBets = () => page.getByRole('region', { name: 'My Bets' });

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  const admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  market = await createMarket(baseUrl, admin, 'Lions v Tigers', ['Lions', 'Tigers']);
  const maker = await fundedCustomer(baseUrl, admin, 'maker_one');
  const [lions, tigers] = market.runners;
  // The maker's backs are what demo can lay at; its lays what demo can back at.
  await restingOrder(baseUrl, maker, market, lions!.selection_id, true, 2, 500);
  await restingOrder(baseUrl, maker, market, lions!.selection_id, false, 1.9, 500);
  await restingOrder(baseUrl, maker, market, tigers!.selection_id, true, 3, 500);
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

async function openMatch() {
  await page.goto(`${baseUrl}/#/game-details/4/${market.matchId}`);
  await page.getByRole('region', { name: 'Match Odds' }).waitFor();
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('betting on a match ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await openMatch();
  });

  it('lays a price with a quick stake, previews, places, and shows the bet and the exposure without a reload', async () => {
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const before = Number(await exposure());
    await page.getByRole('button', { name: 'Lay Lions at 2' }).click();
    await slip().getByRole('heading', { name: 'Lay Lions' }).waitFor();
    await slip().getByRole('group', { name: 'Quick stakes' }).getByRole('button', { name: '100', exact: true }).click();
    expect(await slip().getByRole('textbox', { name: 'Stake' }).inputValue()).toBe('100');
    // Lay 100 at 2: -100 if Lions win, +100 if Tigers win.
    const preview = slip().getByRole('table', { name: 'Bet preview' });
    expect((await preview.getByRole('row', { name: /Lions/ }).textContent())?.replace(/\s+/g, ' ')).toContain('-100.00');
    expect(await preview.getByRole('row', { name: /Tigers/ }).textContent()).toContain('100.00');
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(/Bet matched: 100\.00 at 2/)
      .first()
      .waitFor();
    await myBets().getByRole('region', { name: 'Matched bets' }).getByText('Lay Lions').first().waitFor();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="exposure-value"]')?.textContent) === b + 100, before);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    await expect(page.getByRole('region', { name: 'Match Odds' }).getByLabel('Win/loss if Lions wins').textContent()).resolves.toMatch(
      /^-\d/,
    );
  });

  it('places an unmatched lay below the best back with the ladder stepper, then cancels it', async () => {
    await page.getByRole('button', { name: 'Lay Tigers at 3' }).click();
    await slip().getByRole('button', { name: 'Lower odds' }).click();
    expect(await slip().getByRole('textbox', { name: 'Odds' }).inputValue()).toBe('2.98');
    await slip().getByRole('textbox', { name: 'Stake' }).fill('50');
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(/Bet unmatched: 50\.00 waits at 2\.98/)
      .first()
      .waitFor();
    const unmatched = myBets().getByRole('region', { name: 'Unmatched bets' });
    await unmatched.getByText('Lay Tigers').waitFor();
    await unmatched.getByRole('button', { name: /^Cancel bet/ }).click();
    await page
      .getByText(/Cancelled 50\.00 unmatched/)
      .first()
      .waitFor();
    await unmatched.getByText('No unmatched bets.').waitFor();
  });
});
