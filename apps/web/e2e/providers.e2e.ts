import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mustCall, tokenFor } from './helpers/exchange-api.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs } from './helpers/login.ts';
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

    const admin = await tokenFor(server.baseUrl, 'admin', 'admin1234');
    for (const provider_id of ['demo-live', 'demo-aviator'])
      await mustCall(server.baseUrl, 'admin/provider/status', { provider_id, is_active: '0' }, admin);
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
