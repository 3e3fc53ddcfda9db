import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs, operatorLogin as operatorLoginAt } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(path: string, body: unknown, token?: string): Promise<any> {
  const res = await fetch(`${server.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function adminLogin() {
  await operatorLoginAt(page, server.baseUrl, 'admin', 'admin1234');
  await page.getByRole('heading', { name: 'Console' }).waitFor();
}

const tab = (name: string) => page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('the console audit and settings ($name)', ({ name, viewport }) => {
  const customer = `e2e_lock_${name}`;
  const message = `Audited message for ${name}`;

  beforeAll(async () => {
    await page.setViewportSize(viewport);
    const admin = (await api('user/login', { user_name: 'admin', password: 'admin1234' })).data.token as string;
    const created = await api('admin/user/create', { user_name: customer, password: 'first1234', name: customer, role: 'customer' }, admin);
    expect(created.status).toBe(true);
  });

  it('locks a user as admin and shows the action in the audit with its before and after', async () => {
    await adminLogin();
    await page.getByLabel('Search').fill(customer);
    const lock = page.getByLabel(`User lock ${customer}`);
    await lock.click();
    await page.waitForFunction(
      (label) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)?.checked === true,
      `User lock ${customer}`,
    );
    await tab('Audit').click();
    const row = page.getByRole('table', { name: 'Operator actions' }).getByRole('row').filter({ hasText: customer }).first();
    await row.getByText('user/status').waitFor();
    const diff = row.getByRole('list', { name: 'Before and after' });
    await diff.filter({ hasText: 'user_lock' }).waitFor();
    expect(await diff.locator('del').first().textContent()).toBe('0');
    expect(await diff.locator('ins').first().textContent()).toBe('1');
    // The admin also sees the ledger audit, and it balances.
    await page.getByRole('button', { name: 'Run the ledger audit' }).click();
    await page.getByText(/^OK: \d+ accounts and \d+ ledger rows balance\.$/).waitFor();
  });

  it('changes the site message in Settings and the customer app shows it', async () => {
    await tab('Settings').click();
    await page.getByLabel('Site message').fill(message);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved.').waitFor();
    await loginAs(page, server.baseUrl, 'demo');
    await page.getByRole('marquee').filter({ hasText: message }).waitFor();
  });
});
