import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, mustCall, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { operatorLogin as operatorLoginAt } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
let market: CreatedMarket;

const matchName = 'Reports Hawks v Owls';

/** Logs an operator in through the login page; it lands on the console. */
async function operatorLogin(userName: string, password: string) {
  await operatorLoginAt(page, server.baseUrl, userName, password);
  await page.getByRole('heading', { name: 'Console' }).waitFor();
}

/**
 * demo_client1 (under demo_master > demo_agent) backs Hawks at 2.0 for ₹100 against a maker's lay,
 * and Owls win: the client loses ₹100 and the maker wins ₹100 less 5% commission, so the house
 * keeps ₹5 on the market.
 */
beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  const admin = await tokenFor(server.baseUrl, 'admin', 'admin1234');
  market = await createMarket(server.baseUrl, admin, matchName, ['Hawks', 'Owls']);
  const maker = await fundedCustomer(server.baseUrl, admin, 'reports_maker');
  const hawks = market.runners[0]!.selection_id;
  await restingOrder(server.baseUrl, maker, market, hawks, false, 2, 100);
  const client = await tokenFor(server.baseUrl, 'demo_client1', 'demo1234');
  await restingOrder(server.baseUrl, client, market, hawks, true, 2, 100);
  await mustCall(
    server.baseUrl,
    'admin/market/result',
    { market_id: market.marketId, winner_selection_ids: [market.runners[1]!.selection_id] },
    admin,
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('the Reports tab as admin ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await operatorLogin('admin', 'admin1234');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
  });

  it('shows the P/L of the settled market by market and by downline, with the daily chart', async () => {
    const pl = page.getByRole('region', { name: 'Profit and loss' });
    await pl.getByRole('img', { name: 'Daily P/L' }).waitFor();
    await pl.getByRole('table', { name: 'P/L by downline' }).getByRole('row').filter({ hasText: 'demo_master' }).waitFor();
    await pl.getByLabel('By').selectOption('market');
    const row = pl.getByRole('table', { name: 'P/L by market' }).getByRole('row').filter({ hasText: matchName });
    await row.getByRole('cell', { name: '5.00', exact: true }).first().waitFor();
    expect(await fitsWidth()).toBe(true);
  });

  it('lists the bet in the settled tab', async () => {
    await page.getByRole('tablist', { name: 'Reports' }).getByRole('tab', { name: 'Bet history' }).click();
    const history = page.getByRole('region', { name: 'Bet history' });
    await history.getByRole('tab', { name: 'Settled' }).click();
    const bet = history.getByRole('row').filter({ hasText: 'demo_client1' }).filter({ hasText: matchName });
    await bet.getByRole('cell', { name: 'LOST', exact: true }).waitFor();
    await history.getByRole('tab', { name: 'Voided' }).click();
    await history.getByRole('table', { name: 'Voided bets' }).waitFor();
    expect(await history.getByRole('row').filter({ hasText: matchName }).count()).toBe(0);
    expect(await fitsWidth()).toBe(true);
  });

  it("approves a customer's deposit and rejects a withdrawal in the payments queue; only the deposit moves the balance", async () => {
    // A sign-up customer: only they pay through the queue (spec section 6); the others through their agent.
    const client = await tokenFor(server.baseUrl, 'demo_signup', 'demo1234');
    const balance = async () =>
      (await mustCall<{ total_balance: number }>(server.baseUrl, 'user/getUserBalance', undefined, client)).total_balance;
    const deposit = await mustCall<{ request_id: number }>(
      server.baseUrl,
      'payment/createRequest',
      { type: 'DEPOSIT', amount: 250, reference: `UTR${Date.now()}` },
      client,
    );
    const withdraw = await mustCall<{ request_id: number }>(
      server.baseUrl,
      'payment/createRequest',
      {
        type: 'WITHDRAW',
        amount: 40,
        account_holder: 'Demo Client',
        bank_name: 'State Bank',
        account_number: '123456789012',
        ifsc: 'SBIN0001234',
      },
      client,
    );
    const before = await balance();
    await page.getByRole('tablist', { name: 'Reports' }).getByRole('tab', { name: 'Payments' }).click();
    const queue = page.getByRole('region', { name: 'Payment requests' });
    await queue.getByRole('button', { name: `Approve request ${deposit.request_id}` }).click();
    await queue.getByRole('button', { name: `Approve request ${deposit.request_id}` }).waitFor({ state: 'detached' });
    await queue.getByRole('button', { name: `Reject request ${withdraw.request_id}` }).click();
    await queue.getByRole('button', { name: `Reject request ${withdraw.request_id}` }).waitFor({ state: 'detached' });
    await queue.getByLabel('Status').selectOption('');
    const row = (amount: string) =>
      queue
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'demo_signup', exact: true }) })
        .filter({ hasText: amount });
    await row('250.00').getByRole('cell', { name: 'APPROVED', exact: true }).first().waitFor();
    await row('40.00').getByRole('cell', { name: 'REJECTED', exact: true }).first().waitFor();
    expect(await balance()).toBeCloseTo(before + 250, 2);
    expect(await fitsWidth()).toBe(true);
  });
});
