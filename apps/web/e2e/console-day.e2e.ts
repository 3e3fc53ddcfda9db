import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { clearSession, loginAs, operatorLogin as operatorLoginAt, welcomeDialog } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

/**
 * A day of the exchange in the browser, down a hierarchy made in the console: admin creates an
 * agent and gives it chips, the agent a customer, the customer bets, the agent watches the risk,
 * admin declares the result and both the customer and the agent read the settlement.
 */
let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
let adminToken: string;

const FIRST_PASSWORD = 'first1234';
const AGENT_PASSWORD = 'agentDay1';
const CUSTOMER_PASSWORD = 'custDay1';
const AGENT_CHIPS = 5000;
const CUSTOMER_CHIPS = 1000;
// Backs Lions 100 at 2.0 against the maker's lay; Lions win: +100 (the market takes no commission).
const STAKE = 100;
const WIN = STAKE * (2 - 1);

const table = () => page.getByRole('table', { name: 'Downline' });
const row = (userName: string) => table().getByRole('row').filter({ hasText: userName });

/** The login page; a user made by an operator is sent to change its password first. */
async function firstLogin(userName: string, newPassword: string, landing: '#/console' | '#/home') {
  await page.goto(`${server.baseUrl}/#/login`);
  await clearSession(page);
  await page.reload();
  await page.getByLabel('User Name').fill(userName);
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.hash === '#/setting/change-password');
  await page.getByLabel('Current Password').fill(FIRST_PASSWORD);
  await page.getByLabel('New Password').fill(newPassword);
  await page.getByLabel('Confirm Password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.waitForURL((url) => url.hash === landing);
}

/** Logs an operator in through the login page; it lands on the console's Downline home. */
async function operatorLogin(userName: string, password: string) {
  await operatorLoginAt(page, server.baseUrl, userName, password);
  await table().waitFor();
}

/** New user under the level on screen, through the console's form. */
async function createUser(userName: string, role: 'agent' | 'customer', creditReference: number) {
  await page.getByRole('button', { name: 'New user' }).click();
  const form = page.getByRole('form', { name: 'New user' });
  if (role === 'customer') expect(await form.getByLabel('Role').locator('option').allTextContents()).toEqual(['Customer']);
  await form.getByLabel('User name', { exact: true }).fill(userName);
  await form.getByLabel('Full name', { exact: true }).fill(`Day ${userName}`);
  await form.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await form.getByLabel('Role', { exact: true }).selectOption(role);
  await form.getByLabel('Credit reference', { exact: true }).fill(String(creditReference));
  await form.getByRole('button', { name: 'Create user' }).click();
  await form.waitFor({ state: 'hidden' });
  await page.getByLabel('Search').fill(userName);
  await row(userName)
    .getByRole('cell', { name: creditReference.toFixed(2), exact: true })
    .waitFor();
}

/** Chips from the caller to a child through the deposit dialog; the child's row shows them. */
async function deposit(userName: string, amount: number, password: string) {
  await row(userName)
    .getByRole('button', { name: `Deposit to ${userName}` })
    .click();
  const form = page.getByRole('form', { name: 'Deposit chips' });
  await form.getByLabel('Amount').fill(String(amount));
  await form.getByLabel('Remark').fill('opening chips');
  await form.getByLabel('Your password').fill(password);
  await form.getByRole('button', { name: 'Deposit' }).click();
  await form.waitFor({ state: 'hidden' });
  // Balance and Available both read the amount once the list is read again.
  await row(userName)
    .getByRole('cell', { name: amount.toFixed(2), exact: true })
    .nth(1)
    .waitFor();
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  adminToken = await tokenFor(server.baseUrl, 'admin', 'admin1234');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('a day of the exchange in the console ($name)', ({ name, viewport }) => {
  const agent = `day_agent_${name}`;
  const customer = `day_cust_${name}`;
  let market: CreatedMarket;

  beforeAll(async () => {
    await page.setViewportSize(viewport);
    market = await createMarket(server.baseUrl, adminToken, `Day ${name} Lions v Tigers`, ['Lions', 'Tigers'], { commission_rate: 0 });
    // A customer outside the new agent's downline lays Lions, so the new customer's back is matched.
    const maker = await fundedCustomer(server.baseUrl, adminToken, `day_maker_${name}`);
    await restingOrder(server.baseUrl, maker, market, market.runners[0]!.selection_id, false, 2, 1000);
  });

  it('as admin creates an agent and deposits chips to it', async () => {
    await operatorLogin('admin', 'admin1234');
    // admin is at the top: every level below it may be created.
    await page.getByRole('button', { name: 'New user' }).click();
    const roles = page.getByRole('form', { name: 'New user' }).getByLabel('Role').locator('option');
    expect(await roles.allTextContents()).toEqual(['Master', 'Agent', 'Customer']);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await createUser(agent, 'agent', 10_000);
    await deposit(agent, AGENT_CHIPS, 'admin1234');
  });

  it('as the agent changes its first password, creates a customer and deposits chips to it', async () => {
    await firstLogin(agent, AGENT_PASSWORD, '#/console');
    await table().waitFor();
    await createUser(customer, 'customer', 2_000);
    await deposit(customer, CUSTOMER_CHIPS, AGENT_PASSWORD);
    // The agent's own balance gave what the customer got.
    await page
      .getByRole('definition')
      .filter({ hasText: (AGENT_CHIPS - CUSTOMER_CHIPS).toFixed(2) })
      .first()
      .waitFor();
  });

  it('as the agent exports its level as CSV', async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);
    const path = await file.path();
    expect(readFileSync(path, 'utf8')).toContain(customer);
  });

  it('as the agent edits the customer credit reference and reads its history', async () => {
    await row(customer)
      .getByRole('button', { name: `Credit reference of ${customer}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Credit reference: ${customer}` });
    await dialog.getByText('Current: 2000.00').waitFor();
    await dialog.getByLabel('New credit reference').fill('1500');
    await dialog.getByLabel('Your password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Your password is wrong.').waitFor();
    await dialog.getByLabel('Your password').fill(AGENT_PASSWORD);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(customer).getByRole('cell', { name: '1500.00', exact: true }).waitFor();
    await row(customer)
      .getByRole('button', { name: `Credit reference of ${customer}` })
      .click();
    await dialog
      .getByRole('region', { name: 'Credit reference history' })
      .getByRole('listitem')
      .filter({ hasText: `2000.00 → 1500.00 by ${agent}` })
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('as the customer changes its first password and backs a runner', async () => {
    await firstLogin(customer, CUSTOMER_PASSWORD, '#/home');
    await page.goto(`${server.baseUrl}/#/game-details/4/${market.matchId}`);
    // The once-per-login welcome popup hides the page until it is closed.
    const welcome = welcomeDialog(page);
    await welcome
      .or(page.getByRole('region', { name: 'Match Odds' }))
      .first()
      .waitFor();
    if (await welcome.isVisible()) {
      await welcome.getByRole('button', { name: 'Close' }).click();
      await welcome.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Back Lions at 2' }).click();
    const slip = page.getByRole('region', { name: 'Bet slip' });
    await slip.getByRole('heading', { name: 'Back Lions' }).waitFor();
    await slip.getByRole('textbox', { name: 'Stake' }).fill(String(STAKE));
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(/Bet matched: 100\.00 at 2/)
      .first()
      .waitFor();
  });

  it("as the agent sees the bet in the live feed and the house's book for the match", async () => {
    await operatorLogin(agent, AGENT_PASSWORD);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Risk' }).click();
    // A select's name reads its label and the chosen option.
    const match = page.getByRole('combobox', { name: /^Match/ });
    await match.locator(`option[value="${market.matchId}"]`).waitFor({ state: 'attached' });
    await match.selectOption(String(market.matchId));
    const book = page.getByRole('region', { name: 'Book Match Odds' });
    // The house loses what the customer wins on Lions and keeps the stake on Tigers.
    await book
      .getByRole('row')
      .filter({ hasText: 'Lions' })
      .getByRole('cell', { name: (-WIN).toFixed(2), exact: true })
      .waitFor();
    await book
      .getByRole('row')
      .filter({ hasText: 'Tigers' })
      .getByRole('cell', { name: STAKE.toFixed(2), exact: true })
      .waitFor();
    await page
      .getByRole('region', { name: 'Bet feed' })
      .getByRole('row')
      .filter({ hasText: customer })
      .filter({ hasText: 'Lions' })
      .first()
      .waitFor();
  });

  it('as admin declares Lions the winner in Markets', async () => {
    await operatorLogin('admin', 'admin1234');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Markets' }).click();
    const match = page.getByRole('region', { name: 'Match' }).getByRole('combobox', { name: /^Match/ });
    await match.locator(`option[value="${market.matchId}"]`).waitFor({ state: 'attached' });
    await match.selectOption(String(market.matchId));
    const card = page.getByRole('article', { name: 'Match Odds' });
    await card.getByText('OPEN', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Declare result' }).click();
    const resultForm = page.getByRole('form', { name: 'Result: Match Odds' });
    await resultForm.getByLabel('Winner').selectOption({ label: 'Lions' });
    await resultForm.getByRole('button', { name: 'Declare' }).click();
    await card.getByText('CLOSED', { exact: true }).waitFor();
  });

  it('as the customer reads the settlement on its account statement', async () => {
    await loginAs(page, server.baseUrl, customer, { password: CUSTOMER_PASSWORD });
    await page.goto(`${server.baseUrl}/#/report/account-statement`);
    const result = page.getByRole('row').filter({ hasText: 'Result' }).filter({ hasText: 'Match Odds' });
    await result.getByRole('cell', { name: WIN.toFixed(2), exact: true }).waitFor();
    // Deposited 1000, won 100: the running balance after the result.
    await result.getByRole('cell', { name: (CUSTOMER_CHIPS + WIN).toFixed(2), exact: true }).waitFor();
  });

  it("as the agent sees the same movement in the customer's row statement", async () => {
    await operatorLogin(agent, AGENT_PASSWORD);
    await row(customer)
      .getByRole('cell', { name: (CUSTOMER_CHIPS + WIN).toFixed(2), exact: true })
      .first()
      .waitFor();
    await row(customer)
      .getByRole('button', { name: `Statement of ${customer}` })
      .click();
    const statement = page.getByRole('dialog', { name: `Statement: ${customer}` }).getByRole('table', { name: 'Account statement' });
    const result = statement.getByRole('row').filter({ hasText: 'Result' }).filter({ hasText: 'Match Odds' });
    await result.getByRole('cell', { name: WIN.toFixed(2), exact: true }).waitFor();
    await result.getByRole('cell', { name: (CUSTOMER_CHIPS + WIN).toFixed(2), exact: true }).waitFor();
    await statement
      .getByRole('row')
      .filter({ hasText: 'Deposit' })
      .getByRole('cell', { name: CUSTOMER_CHIPS.toFixed(2), exact: true })
      .first()
      .waitFor();
  });
});
