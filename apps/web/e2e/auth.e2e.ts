import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, loginAs, welcomeDialog, welcomeTitle } from './helpers/login.ts';
import type { RunningServer } from './helpers/start-server.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let server: RunningServer;
let page: Page;

const hashOf = (p: Page) => new URL(p.url()).hash;
const waitForHash = (p: Page, hash: string) => p.waitForURL((url) => url.hash === hash, { timeout: 10_000 });

beforeAll(async () => {
  walk = await startWalk();
  ({ server, page } = walk);
});

afterAll(() => walk?.close());

describe('route guard and auth state', () => {
  it('sends a visitor without a session from a logged-in screen to login', async () => {
    await page.goto(`${server.baseUrl}/#/home`);
    await clearSession(page);
    await page.goto(`${server.baseUrl}/#/report/account-statement`);
    await page.reload();
    await waitForHash(page, '#/');
    await expect(page.getByRole('button', { name: 'Login' }).isVisible()).resolves.toBe(true);
  });

  it('leaves the sign-up screen (#/auth/sign-up) open without login', async () => {
    await page.goto(`${server.baseUrl}/#/auth/sign-up`);
    await page.reload();
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    expect(hashOf(page)).toBe('#/auth/sign-up');
    await expect(page.getByLabel('Country').inputValue()).resolves.toBe('IN');
    await expect(page.getByLabel('Dial code').textContent()).resolves.toBe('+91');
  });

  it('shows the server message for wrong credentials', async () => {
    await page.goto(`${server.baseUrl}/#/login`);
    await page.getByLabel('User Name').fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password1');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.locator('.form-error').waitFor();
    expect(hashOf(page)).toBe('#/login');
  });

  it('signs a new customer up and logs them in', async () => {
    await page.goto(`${server.baseUrl}/#/auth/sign-up`);
    await page.getByLabel('Name', { exact: true }).fill('Walk Tester');
    await page.getByLabel('User Name').fill('walker_01');
    await page.getByLabel('Mobile').fill('9876543210');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await waitForHash(page, '#/home');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}') as { user_name?: string });
    expect(stored.user_name).toBe('walker_01');
  });

  it('logs the demo customer in, stores the session and shows the balance in the header', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    expect(hashOf(page)).toBe('#/home');
    await page.getByTestId('balance-value').waitFor();
    expect(await page.getByTestId('balance-value').textContent()).toMatch(/^-?\d+\.\d{2}$/);
    const keys = await page.evaluate(() => ['usertoken', 'logedIn', 'userinfo', 'userId', 'parent_id'].map((k) => localStorage.getItem(k)));
    expect(keys.every((v) => v !== null && v !== '')).toBe(true);
  });

  it('shows the welcome popup once per login and remembers that it was closed', async () => {
    await loginAs(page, server.baseUrl, 'demo', { keepWelcome: true });
    const welcome = welcomeDialog(page);
    await welcome.getByRole('heading', { name: welcomeTitle }).waitFor();
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('openWelcomePopup'))).toBeNull();
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(await welcome.isVisible()).toBe(false);
  });

  it('sends a user with a pending otp-verify marker to login', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    await page.evaluate(() => localStorage.setItem('otpVerify', '1'));
    await page.goto(`${server.baseUrl}/#/user`);
    await waitForHash(page, '#/login');
    await page.evaluate(() => localStorage.removeItem('otpVerify'));
  });

  it('forces demo_new to the change-password screen wherever it goes', async () => {
    await loginAs(page, server.baseUrl, 'demo_new');
    expect(hashOf(page)).toBe('#/setting/change-password');
    await page.goto(`${server.baseUrl}/#/home`);
    await waitForHash(page, '#/setting/change-password');
    expect(await welcomeDialog(page).isVisible()).toBe(false);
  });

  it('logs out on a 401 once the token is revoked elsewhere', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    const token = await page.evaluate(() => localStorage.getItem('usertoken'));
    const answer = await fetch(`${server.baseUrl}/api/user/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ token }),
    });
    expect(answer.status).toBe(200);
    // The 5-second balance poll meets the 401 and runs the shared logout.
    await waitForHash(page, '#/login');
    expect(await page.evaluate(() => localStorage.getItem('usertoken'))).toBeNull();
  });

  it('SignOut revokes the token and clears the stored session', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    await page.evaluate(() => sessionStorage.setItem('exposureBalance', '0'));
    const token = await page.evaluate(() => localStorage.getItem('usertoken'));
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'SignOut' }).click();
    await waitForHash(page, '#/login');
    const left = await page.evaluate(() => [
      ...['userinfo', 'usertoken', 'logedIn', 'parent_id'].map((k) => localStorage.getItem(k)),
      sessionStorage.getItem('exposureBalance'),
    ]);
    expect(left).toEqual([null, null, null, null, null]);
    const after = await fetch(`${server.baseUrl}/api/user/getUserBalance`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });
});
