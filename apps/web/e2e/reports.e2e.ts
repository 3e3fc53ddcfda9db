import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryWindow } from '../src/lib/date-window.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as T;
}

const showStatement = async (type: string) => {
  await page.getByLabel('Type').selectOption(type);
  await page.getByRole('button', { name: 'Submit' }).click();
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  await loginAs(page, server.baseUrl, 'demo');
  await page.goto(`${server.baseUrl}/#/report/account-statement`);
  await page.getByRole('heading', { name: 'Account Statement' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('account statement', () => {
  it("says 'No data available in table' when nothing matches", async () => {
    await showStatement('Casino Report');
    await page.getByText('No data available in table').waitFor();
  });

  it('offers only the 7-day window and blocks a range outside it', async () => {
    const { min, max } = queryWindow();
    const from = page.getByLabel('From', { exact: true });
    expect(await from.getAttribute('min')).toBe(min);
    expect(await from.getAttribute('max')).toBe(max);
    await from.fill('2020-01-01');
    await page.getByText(/Statements go back 7 days/).waitFor();
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await from.fill(max);
    await page.getByLabel('To', { exact: true }).fill(min);
    await page.getByText('The From date must not be after the To date.').waitFor();
    await from.fill(min);
    await page.getByLabel('To', { exact: true }).fill(max);
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(false);
  });

  it('shows a row with the running balance after an operator credit', async () => {
    const admin = await api<{ data: { token: string } }>('user/login', { user_name: 'admin', password: 'admin1234' });
    const userId = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}').user_id as number);
    const credit = await api<{ status: boolean }>(
      'admin/wallet/credit',
      { user_id: userId, amount: 123.45, remark: 'E2E bonus credit' },
      admin.data.token,
    );
    expect(credit.status).toBe(true);
    await showStatement('All');
    const row = page.getByRole('row').filter({ hasText: 'E2E bonus credit' });
    await row.waitFor();
    expect(await row.textContent()).toContain('123.45');
    expect(await row.locator('td').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(await page.locator('.opening-row').textContent()).toContain('Opening Balance');
  });
});

describe('other reports', () => {
  it('show their empty states', async () => {
    // Casino Result is left out: the tables deal from the server's start, so it fills within a minute (casino.e2e.ts).
    for (const [path, heading] of [
      ['report/current-bet', 'Current Bets'],
      ['report/live-casino-bets', 'Live Casino Bets'],
    ]) {
      await page.goto(`${server.baseUrl}/#/${path}`);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByText('No data available in table').waitFor();
    }
  });
  it('offer a Fancy tab in current bets and show the sport of each bet', async () => {
    await page.goto(`${server.baseUrl}/#/report/current-bet`);
    const tabs = page.getByRole('tablist', { name: 'Bet type' }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(['All', 'Matched', 'Unmatched', 'Fancy']);
    expect(await page.getByRole('columnheader').first().textContent()).toBe('Sport');
    const asked = page.waitForRequest((r) => r.url().includes('bet/getCurrentBets') && r.postDataJSON()?.bet_type === 'fancy');
    await page.getByRole('tab', { name: 'Fancy' }).click();
    await asked;
    expect(await page.getByRole('tab', { name: 'Fancy' }).getAttribute('aria-selected')).toBe('true');
    await page.getByText('No data available in table').waitFor();
  });
});
