import type { Page } from 'playwright-core';

const demoPassword = 'demo1234';

/** The welcome popup's title, which is its accessible name (spec section 2). */
export const welcomeTitle = 'Beware Of Phishing Websites Before Login. Enable Security Auth To Secure Your ID.';

/** The once-per-login welcome popup. */
export const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: welcomeTitle, exact: true });

export interface LoginOptions {
  password?: string;
  /** Leave the once-per-login welcome popup open (default: close it so it does not cover the page). */
  keepWelcome?: boolean;
}

/**
 * Logs a page in through the login screen as a demo account (demo, demo_signup, demo_new ...)
 * from a clean storage, and waits until the app has left the login screen.
 */
export async function loginAs(page: Page, baseUrl: string, userName = 'demo', options: LoginOptions = {}): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await clearSession(page);
  await page.reload();
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(options.password ?? demoPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !['', '#/', '#/login'].includes(url.hash), { timeout: 15_000 });
  if (options.keepWelcome) return;
  const welcome = welcomeDialog(page);
  // While the popup is open the rest of the page is hidden from the accessibility tree.
  await welcome
    .or(page.getByRole('button', { name: 'User menu' }))
    .first()
    .waitFor();
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'Close' }).click();
    await welcome.waitFor({ state: 'hidden' });
  }
}

/** Forgets the session (local and session storage) without touching the server. */
export async function clearSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/**
 * Logs an operator in through the same login screen (from a clean storage) and waits until it has
 * landed on the console.
 */
export async function operatorLogin(page: Page, baseUrl: string, userName: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl}/#/login`);
  await clearSession(page);
  await page.reload();
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.hash === '#/console');
}
