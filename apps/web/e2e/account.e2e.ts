import type { Page } from 'playwright-core';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('change password', () => {
  it('explains each broken rule, flags a mismatch as matching, then changes the password', async () => {
    await loginAs(page, server.baseUrl, 'demo_new');
    await page.waitForURL(/#\/setting\/change-password/);
    const submit = page.getByRole('button', { name: 'Change Password' });
    await submit.click();
    for (const text of ['Current Password is required', 'New Password is required', 'Confirm Password is required'])
      await page.getByText(text).waitFor();

    await page.getByLabel('Current Password').fill('demo1234');
    await page.getByLabel('New Password').fill('short1');
    await page.getByLabel('Confirm Password').fill('short1');
    await submit.click();
    await page.getByText('New Password must be at least 8 characters').waitFor();

    await page.getByLabel('New Password').fill('newpass123');
    await page.getByLabel('Confirm Password').fill('newpass124');
    await submit.click();
    const mismatch = page.locator('[data-error-type="matching"]');
    await mismatch.waitFor();
    expect(await mismatch.textContent()).toBe('Confirm Password must match the New Password');

    await page.getByLabel('Confirm Password').fill('newpass123');
    await submit.click();
    await page.waitForURL(/#\/home/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userinfo') ?? '{}').is_change_password)).toBe('0');
  });
});

describe('deposit / withdraw', () => {
  it('shows a deposit request as pending and in the payment statement', async () => {
    await loginAs(page, server.baseUrl, 'demo_signup');
    await page.goto(`${server.baseUrl}/#/setting/d-w`);
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await page.getByText('UTR / reference must be 6 to 30 letters or digits').waitFor();
    await page.getByLabel('Amount').fill('250.50');
    await page.getByLabel('UTR / Reference').fill('UTR778899');
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await page.getByRole('table').filter({ hasText: 'Pending requests' }).getByText('250.50').waitFor();

    await page.goto(`${server.baseUrl}/#/report/payment-withdraw`);
    const row = page.getByRole('row').filter({ hasText: 'UTR UTR778899' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Pending');
    expect(await row.textContent()).toContain('250.50');
  });
});

describe('security auth', () => {
  it('sends a customer who may not use payments home from their pages, as the menu hides them', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    for (const path of ['setting/d-w', 'report/payment-withdraw']) {
      await page.goto(`${server.baseUrl}/#/${path}`);
      await page.waitForURL((url) => url.hash === '#/home');
    }
  });

  it('enables two-factor login with the password and a code computed from the shown secret', async () => {
    await loginAs(page, server.baseUrl, 'demo');
    await page.goto(`${server.baseUrl}/#/security-auth`);
    await page.getByText('Disabled').waitFor();
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    const qr = page.getByAltText('QR code for your authenticator app');
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const password = page.getByLabel('Current password');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    await page.getByLabel('Verification code').fill('12');
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await page.getByText('Enter the 6-digit code shown in your authenticator app.').waitFor();
    await page.getByText('Enter your current password.').waitFor();
    // A session alone is not enough: a wrong password is refused, and leaves the code unspent.
    await page.getByLabel('Verification code').fill(await generate({ secret }));
    await password.fill('not-mine1');
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your password is wrong.' }).waitFor();
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await password.fill('demo1234');
    await page.getByRole('button', { name: 'Verify and enable' }).click();
    await page.getByText('Enabled').waitFor();
  });
});
