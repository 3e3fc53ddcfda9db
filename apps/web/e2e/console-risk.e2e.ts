import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMarket, fundedCustomer, mustCall, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { operatorLogin as operatorLoginAt } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
let market: CreatedMarket;
/** demo_client1, a customer of demo_agent. */
let customer: string;

/** Logs an operator in through the login page; it lands on the console. */
async function operatorLogin(userName: string, password = 'demo1234') {
  await operatorLoginAt(page, server.baseUrl, userName, password);
  await page.getByRole('heading', { name: 'Console' }).waitFor();
}

const feedRows = () => page.getByRole('region', { name: 'Bet feed' }).getByRole('row').filter({ hasText: 'demo_client1' });
const bookCell = (runner: string, amount: string) =>
  page
    .getByRole('region', { name: 'Book Match Odds' })
    .getByRole('row')
    .filter({ hasText: runner })
    .getByRole('cell', { name: amount, exact: true });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const admin = await tokenFor(server.baseUrl, 'admin', 'admin1234');
  market = await createMarket(server.baseUrl, admin, 'Risk Hawks v Owls', ['Hawks', 'Owls']);
  // A customer outside demo_agent's downline lays Hawks, so demo_client1's backs are matched.
  const maker = await fundedCustomer(server.baseUrl, admin, 'risk_maker');
  await restingOrder(server.baseUrl, maker, market, market.runners[0]!.selection_id, false, 2, 1000);
  customer = await tokenFor(server.baseUrl, 'demo_client1', 'demo1234');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 }, bets: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, bets: 2 },
])('the Risk page of an agent ($name)', ({ viewport, bets }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await operatorLogin('demo_agent');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Risk' }).click();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    // The socket is open; give the server a moment to check its token before the bet is placed.
    await page.waitForTimeout(500);
  });

  it("shows a customer's bet in the feed and the book without a reload", async () => {
    const before = await feedRows().count();
    await mustCall(
      server.baseUrl,
      'bet/placeMarketBet',
      {
        match_id: market.matchId,
        market_id: market.marketId,
        selection_id: market.runners[0]!.selection_id,
        is_back: true,
        odds: 2,
        stack: 100,
      },
      customer,
    );
    // The house loses what demo_client1 wins on Hawks (₹100 a bet at 2.0) and keeps its stakes on Owls.
    await bookCell('Hawks', (-100 * bets).toFixed(2))
      .first()
      .waitFor();
    await bookCell('Owls', (100 * bets).toFixed(2))
      .first()
      .waitFor();
    await page.waitForFunction(
      (count) =>
        [...document.querySelectorAll('[aria-label="Bet feed"] tbody tr')].filter((tr) => tr.textContent?.includes('demo_client1')).length >
        count,
      before,
    );
    await feedRows().filter({ hasText: 'Hawks' }).first().waitFor();
  });
});
