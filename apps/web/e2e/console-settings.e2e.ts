import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs, operatorLogin as operatorLoginAt } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;

async function adminLogin() {
  await operatorLoginAt(page, server.baseUrl, 'admin', 'admin1234');
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Settings' }).click();
}

/** The customer's sidebar: Others > Live Casino lists Matka while it is active. */
async function customerLiveCasino() {
  const casinoSports = page.waitForResponse((r) => r.url().endsWith('/api/casino/getCasinoSport'));
  await loginAs(page, server.baseUrl, 'demo');
  // The menu decides on this list: read it only once the list has come.
  await casinoSports;
  const sidebar = page.getByRole('navigation', { name: 'Sports' });
  await sidebar.getByRole('button', { name: 'Live Casino' }).click();
  await sidebar.getByRole('link', { name: 'World Casino' }).waitFor();
  return sidebar;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('the console settings', () => {
  it('switches a casino sport off on a 390 px phone, and the customer casino menu no longer offers it until it is back on', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await adminLogin();
    const matka = page.getByLabel('Matka active');
    await matka.click();
    await page.getByRole('list', { name: 'Casino sports' }).getByText('Off').waitFor();

    await page.setViewportSize({ width: 1280, height: 800 });
    const menu = await customerLiveCasino();
    if ((await menu.getByRole('link', { name: 'Matka' }).count()) !== 0) throw new Error('Matka is still in the customer menu');

    await page.setViewportSize({ width: 390, height: 844 });
    await adminLogin();
    await page.getByLabel('Matka active').click();
    await page.getByRole('list', { name: 'Casino sports' }).getByText('Off').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await (await customerLiveCasino()).getByRole('link', { name: 'Matka' }).waitFor();
  });
});
