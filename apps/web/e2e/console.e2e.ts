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

const tokenOf = async (userName: string, password = 'demo1234') =>
  (await api('user/login', { user_name: userName, password })).data.token as string;

/** Logs an operator in through the same login page customers use; it lands on the console. */
async function operatorLogin(userName: string, password = 'demo1234') {
  await operatorLoginAt(page, server.baseUrl, userName, password);
  await page.getByRole('heading', { name: 'Console' }).waitFor();
}

const table = () => page.getByRole('table', { name: 'Downline' });
const row = (userName: string) => table().getByRole('row').filter({ hasText: userName });

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
])('the operator console ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
  });

  it('lands the admin on the console and drills down master > agent > customers', async () => {
    await operatorLogin('admin', 'admin1234');
    await row('demo_master').waitFor();
    await row('demo_master').getByRole('button', { name: 'demo_master', exact: true }).click();
    await row('demo_agent').getByRole('button', { name: 'demo_agent', exact: true }).click();
    await row('demo_client1').waitFor();
    expect(await table().getByRole('row').count()).toBe(3);
    // The breadcrumb leads back up.
    await page.getByRole('navigation', { name: 'Levels' }).getByRole('button', { name: 'admin' }).click();
    await row('demo_master').waitFor();
  });

  it('says on every console page that two-factor login is off, with a link to turn it on', async () => {
    const nag = page.getByRole('alert').filter({ hasText: 'Two-factor login is off' });
    await nag.waitFor();
    expect(await nag.getByRole('link', { name: 'Turn it on' }).getAttribute('href')).toBe('#/security-auth');
  });

  it('searches the whole downline on the server', async () => {
    await page.getByLabel('Search').fill('client2');
    await row('demo_client2').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1);
    await page.getByLabel('Search').fill('');
  });
});

describe('an agent in the console', () => {
  beforeAll(async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const agent = await tokenOf('demo_agent');
    // Enough customers for a second page of 25.
    for (let i = 0; i < 26; i += 1) {
      const out = await api(
        'admin/user/create',
        { user_name: `e2e_c${i}`, password: 'first1234', name: `E2E ${i}`, role: 'customer' },
        agent,
      );
      expect(out.status).toBe(true);
    }
    await operatorLogin('demo_agent');
  });

  it('pages its customers on the server', async () => {
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    expect(await table().locator('tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: 'Previous' }).click();
  });

  it('deposits chips with its password, refusing a wrong one, and both balances move', async () => {
    await row('demo_client1').getByRole('button', { name: 'Deposit to demo_client1' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('250.50');
    await dialog.getByLabel('Remark').fill('top up');
    await dialog.getByLabel('Your password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Deposit' }).click();
    await dialog.getByText('Your password is wrong.').waitFor();
    await dialog.getByLabel('Your password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Deposit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('demo_client1').getByRole('cell', { name: '10250.50' }).first().waitFor();
    await page.getByRole('definition').filter({ hasText: '84749.50' }).waitFor();
  });

  it('locks betting for a customer and the server keeps it', async () => {
    const lock = row('demo_client2').getByLabel('Bet lock demo_client2');
    // The switch shows what the server stored: it turns on once the list has been read again.
    await lock.click();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[aria-label="Bet lock demo_client2"]')?.checked === true,
    );
    const list = await api('admin/user/list', { search: 'demo_client2' }, await tokenOf('demo_agent'));
    expect(list.data.data[0]).toMatchObject({ user_name: 'demo_client2', bet_lock: '1', user_lock: '0' });
    expect(await lock.isChecked()).toBe(true);
  });
});

describe('an agent setting a customer password', () => {
  it("ends the customer's session, refuses the old password, and makes the customer change the new one", async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const session = await tokenOf('demo_client2');
    await operatorLogin('demo_agent');
    await row('demo_client2').getByRole('button', { name: 'Change password of demo_client2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New password', { exact: true }).fill('Reset2026x');
    await dialog.getByLabel('Confirm new password').fill('Reset2026y');
    await dialog.getByLabel('Your password').fill('demo1234');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    // The server's own rule ('matching') is shown in the dialog and nothing changes.
    await dialog.getByRole('alert').waitFor();
    expect((await api('user/login', { user_name: 'demo_client2', password: 'demo1234' })).status).toBe(true);
    await dialog.getByLabel('Confirm new password').fill('Reset2026x');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const balance = await fetch(`${server.baseUrl}/api/user/getUserBalance`, { headers: { authorization: `Bearer ${session}` } });
    expect(balance.status).toBe(401);
    expect((await api('user/login', { user_name: 'demo_client2', password: 'demo1234' })).status).toBe(false);
    const login = await api('user/login', { user_name: 'demo_client2', password: 'Reset2026x' });
    expect(login).toMatchObject({ status: true, data: { is_change_password: '1' } });
  });
});

describe('a customer', () => {
  it('typing a console URL is sent home', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    await page.goto(`${server.baseUrl}/#/console`);
    await page.waitForURL((url) => url.hash === '#/home');
  });
});
