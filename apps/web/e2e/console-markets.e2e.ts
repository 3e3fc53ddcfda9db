import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { operatorLogin as operatorLoginAt } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;

/** Logs an operator in through the login page and opens the console's Markets tab. */
async function openMarkets(userName: string, password: string) {
  await operatorLoginAt(page, server.baseUrl, userName, password);
  await page.getByRole('link', { name: 'Markets' }).click();
  await page.getByRole('region', { name: 'Approvals' }).waitFor();
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

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('the console Markets tab ($name)', ({ name, viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
  });

  it('as admin creates a match and a market, declares it and files a rollback; admin2 approves it', async () => {
    await openMarkets('admin', 'admin1234');
    await page.getByRole('button', { name: 'New match' }).click();
    const matchForm = page.getByRole('form', { name: 'New match' });
    await matchForm.getByLabel('Series').selectOption({ index: 1 });
    await matchForm.getByLabel('Name').fill(`Console ${name} XI v Test XI`);
    await matchForm.getByLabel('Starts').fill('2030-01-01T10:00');
    await matchForm.getByRole('button', { name: 'Create match' }).click();

    await page.getByRole('button', { name: 'New market' }).click();
    const marketForm = page.getByRole('form', { name: 'New market' });
    await marketForm.getByLabel('Name').fill('Match Odds');
    await marketForm.getByLabel('Runners (one per line)').fill('Home\nAway');
    await marketForm.getByRole('button', { name: 'Create' }).click();

    const card = page.getByRole('article', { name: 'Match Odds' });
    await card.getByText('OPEN', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Declare result' }).click();
    const resultForm = page.getByRole('form', { name: 'Result: Match Odds' });
    await resultForm.getByLabel('Winner').selectOption({ label: 'Home' });
    await resultForm.getByRole('button', { name: 'Declare' }).click();
    await card.getByText('CLOSED', { exact: true }).waitFor();

    await card.getByRole('button', { name: 'Roll back' }).click();
    await card.getByRole('status').filter({ hasText: 'Waiting for a second operator' }).waitFor();
    const approvals = page.getByRole('region', { name: 'Approvals' });
    const request = approvals.getByRole('listitem').filter({ hasText: 'Roll back the result of market' }).first();
    await request.getByText('asked by admin').waitFor();
    // The operator who asked may only reject its own request, never approve it.
    if (await request.getByRole('button', { name: 'Approve' }).count()) throw new Error('the requester was offered Approve');

    await openMarkets('admin2', 'admin1234');
    const pending = page.getByRole('region', { name: 'Approvals' }).getByRole('listitem').filter({ hasText: 'asked by admin' }).first();
    await pending.getByRole('button', { name: 'Approve' }).click();
    const decide = page.getByRole('form', { name: 'Approve request' });
    await decide.getByLabel('Your password').fill('admin1234');
    await decide.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('region', { name: 'Approvals' }).getByRole('status').filter({ hasText: 'Approved' }).waitFor();
  });
});
