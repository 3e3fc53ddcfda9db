import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mustCall, tokenFor } from './helpers/exchange-api.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs, operatorLogin } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await loginAs(page, server.baseUrl, 'demo');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const headerBalance = async () => Number(await page.getByTestId('balance-value').textContent());

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('the demo live roulette ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
  });

  it('launches from World Casino in an iframe, takes a bet inside it and moves the header balance by the return less the stake', async () => {
    await page.goto(`${server.baseUrl}/#/world-casino`);
    await page
      .getByRole('list', { name: 'Live Casino games' })
      .getByRole('button', { name: /Demo Live Roulette/ })
      .click();
    const game = page.frameLocator('iframe[title="Demo Live Roulette"]');
    await game.getByTestId('provider-balance').filter({ hasText: /\d/ }).waitFor();
    const before = await headerBalance();
    await game.getByRole('button', { name: 'Red', exact: true }).click();
    await game.getByRole('button', { name: 'Spin' }).click();
    const message = game.getByRole('status').filter({ hasText: /You win|No win/ });
    await message.waitFor({ timeout: 15_000 });
    // Red pays 2x: a win returns 20 for the 10 staked, a loss returns nothing.
    const expected = before + ((await message.textContent())?.startsWith('You win') ? 10 : -10);
    expect(Number(await game.getByTestId('provider-balance').textContent())).toBeCloseTo(expected, 2);
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) === b, expected);
  });

  it('lists the round in report/live-casino-bets with its stake and status', async () => {
    await page.goto(`${server.baseUrl}/#/report/live-casino-bets`);
    const row = page
      .getByRole('row')
      .filter({ hasText: /demo-live:roulette-/ })
      .first();
    await row.waitFor();
    expect(await row.textContent()).toMatch(/worldcasino.*roulette.*10\.00.*(WON|LOST)/);
  });
});

describe('operator gating', () => {
  it("removes a provider's menu items when the operator switches it off, and refuses its launch", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${server.baseUrl}/#/home`);
    const nav = page.getByRole('navigation', { name: 'Top navigation' });
    const sidebar = page.getByRole('navigation', { name: 'Sports' });
    await nav.getByRole('link', { name: 'Live Casino' }).waitFor();
    await sidebar.getByRole('link', { name: 'Fantasy Game' }).waitFor();
    await sidebar.getByRole('button', { name: 'Live Casino' }).click();
    await sidebar.getByRole('link', { name: 'World Casino' }).waitFor();

    // The operator, in a browser of its own, switches both demo providers off in the console.
    const operator = await launchBrowser();
    try {
      const consolePage = operator.context.pages()[0] ?? (await operator.context.newPage());
      await operatorLogin(consolePage, server.baseUrl, 'admin', 'admin1234');
      await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
      const providers = consolePage.getByRole('list', { name: 'Game providers' });
      for (const name of ['Demo Live Roulette', 'Demo Aviator']) {
        await providers.getByLabel(`${name} active`).click();
        // The switch shows what the server stored: it is off once the list has been read again.
        await providers.getByRole('listitem').filter({ hasText: name }).getByText('· Off').waitFor();
      }
    } finally {
      await operator.close();
    }
    const admin = await tokenFor(server.baseUrl, 'admin', 'admin1234');
    const stored = await mustCall<{ provider_id: string; is_active: boolean }[]>(server.baseUrl, 'admin/provider/list', undefined, admin);
    expect(stored.filter((p) => p.provider_id.startsWith('demo-')).map((p) => p.is_active)).toEqual([false, false]);
    await page.reload();
    await page.getByRole('link', { name: 'Home' }).first().waitFor();
    await sidebar.getByRole('link', { name: 'Slot Game' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Live Casino' }).count()).toBe(0);
    expect(await sidebar.getByRole('link', { name: 'Fantasy Game' }).count()).toBe(0);
    await sidebar.getByRole('button', { name: 'Live Casino' }).click();
    expect(await sidebar.getByRole('link', { name: 'World Casino' }).count()).toBe(0);
    await page.goto(`${server.baseUrl}/#/world-casino`);
    await page.getByText('No games are open here just now').waitFor();
  });
});
