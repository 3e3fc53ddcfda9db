import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BetListItem } from '@bx/contract';
import { mustCall, tokenFor } from './helpers/exchange-api.ts';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;
let admin: string;

const TWO_DAYS_MS = 2 * 24 * 3_600_000;
/** The logged-in customer's token, as the app stored it. */
const pageToken = async () => (await page.evaluate(() => localStorage.getItem('usertoken')))!;
const money = async (testId: string) => Number(await page.getByTestId(testId).first().textContent());

/** The header's figures on the home page; a phone hides them until the customer asks (user menu), as here. */
async function openHome(): Promise<void> {
  await page.goto(`${server.baseUrl}/#/home`);
  await page.evaluate(() => {
    localStorage.setItem('showBalance', '1');
    localStorage.setItem('showExposure', '1');
  });
  await page.reload();
  await page.getByTestId('balance-value').first().waitFor();
}

beforeAll(async () => {
  // The operator may move the games clock: the bets settle without waiting for real draw times.
  server = await startServer({ GAMES_CLOCK_CONTROL: 'on' });
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  admin = await tokenFor(server.baseUrl, 'admin', 'admin1234');
  await loginAs(page, server.baseUrl, 'demo');
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function placeBinaryYes(): Promise<void> {
  await page.goto(`${server.baseUrl}/#/binary/PRACTICE`);
  await page.getByRole('heading', { name: 'PRACTICE' }).waitFor();
  // The line nearest the price; a line that just moved is suspended until the next tick (wait for
  // it). A quote that moved between the click and the send is refused with the new one, which the
  // slip takes: press again, as a customer would.
  const seen: string[] = [];
  // Lines are requoted every 2 s: ten tries span several ticks.
  for (let attempt = 0; attempt < 10; attempt++) {
    const yes = page.getByRole('button', { name: /^YES/ }).nth(2);
    await yes.waitFor();
    if (await yes.isDisabled()) {
      await page.waitForTimeout(1000);
      continue;
    }
    await yes.click();
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await slip.getByRole('textbox', { name: 'Stake' }).fill('100');
    for (let press = 0; press < 3; press++) {
      await slip.getByRole('button', { name: 'Place bet' }).click();
      // Placed, the slip closes and a notice names the bet; refused, the slip says why (it clears
      // its last answer on a press, so this is the answer to this one).
      const placed = page.getByText(/^Bet placed: YES PRACTICE at or above ₹[\d,]+, 100\.00 at rate \d+\.$/);
      await placed.or(slip.getByRole('status')).first().waitFor();
      if ((await placed.count()) > 0) {
        expect(await slip.count()).toBe(0);
        // The session's own list shows the bet held.
        await page
          .getByRole('region', { name: 'Your bets on PRACTICE' })
          .getByText(/^YES at or above ₹/)
          .first()
          .waitFor();
        return;
      }
      const said = (await slip.getByRole('status').textContent()) ?? '';
      seen.push(said);
      if (!said.startsWith('The rate changed')) break;
    }
    // Refused otherwise (the line paused as it moved): the next tick reopens it.
    await page.waitForTimeout(1000);
  }
  throw new Error(`the binary YES bet was not placed: ${seen.join(' | ')}`);
}

async function placeMatkaJodi(): Promise<void> {
  await page.goto(`${server.baseUrl}/#/matka`);
  const draws = page.getByRole('list', { name: 'Matka draws' });
  await draws.getByRole('button').first().waitFor();
  // A daily market before its open draw (tomorrow's always is).
  await draws
    .getByRole('button', { name: /^Play (Kalyan|Milan|Rajdhani) [^,]+$/, disabled: false })
    .first()
    .click();
  const slip = page.getByRole('form', { name: 'Matka bet slip' });
  await slip.getByRole('radio', { name: /Jodi/ }).click();
  await slip.getByRole('button', { name: '1', exact: true }).click();
  await slip.getByRole('button', { name: '2', exact: true }).click();
  expect(await slip.getByLabel('Your digits').textContent()).toContain('12');
  await slip.getByRole('textbox', { name: 'Stake' }).fill('10');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await slip.getByRole('status').getByText('Bet placed.').waitFor();
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('binary and matka as demo ($name)', ({ viewport }) => {
  let balance = 0;
  let exposure = 0;
  /** The placed bets as the customer's API lists them: the YES line's rate and the jodi's draw. */
  let yesRate = 0;
  let jodiDraw = 0;

  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await openHome();
    balance = await money('balance-value');
    exposure = await money('exposure-value');
  });

  it('places a binary YES bet and a matka jodi, and shows both in current bets', async () => {
    await placeBinaryYes();
    await placeMatkaJodi();
    await page.goto(`${server.baseUrl}/#/report/current-bet`);
    await page
      .getByText(/YES PRACTICE at or above/)
      .first()
      .waitFor();
    await page
      .getByText(/jodi 12/)
      .first()
      .waitFor();
    await page.reload();
    await page.getByTestId('exposure-value').first().waitFor({ state: 'attached' });
    await expect.poll(() => money('exposure-value')).toBe(exposure + 110);
    const open = await mustCall<{ data: BetListItem[] }>(server.baseUrl, 'bet/getCurrentBets', { limit: 100 }, await pageToken());
    yesRate = open.data.find((b) => b.selection_name.startsWith('YES PRACTICE'))!.odds;
    jodiDraw = open.data.find((b) => b.selection_name.endsWith('jodi 12'))!.match_id;
  });

  it('settles both when the games clock passes their close: exposure released, the balance moved by the two results', async () => {
    await mustCall(server.baseUrl, 'admin/games/advanceClock', { ms: TWO_DAYS_MS }, admin);
    // The schedulers catch up on their next ticks (two days of draws and sessions): read the
    // header afresh until they have, as a customer reloading would.
    await expect
      .poll(
        async () => {
          await openHome();
          return money('exposure-value');
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(exposure);
    // The jodi pays 94 to 1: it wins 940 when the draw's jodi is 12, else loses 10. YES 100 at the
    // line's rate wins the rate or loses 100; the customer's calls do not show that session's
    // settlement price, so both are allowed (a rate of 10 and a lost jodi leave the balance as it was).
    const results = await mustCall<{ market_id: number; jodi: string | null }[]>(server.baseUrl, 'matka/getResults', undefined, admin);
    const jodi = results.find((r) => r.market_id === jodiDraw)!.jodi;
    const onJodi = jodi === '12' ? 940 : -10;
    expect([balance + yesRate + onJodi, balance - 100 + onJodi]).toContain(await money('balance-value'));
    await page.goto(`${server.baseUrl}/#/report/current-bet`);
    await page.getByRole('heading', { name: 'Current Bets' }).waitFor();
    expect(await page.getByText(/YES PRACTICE at or above|jodi 12/).count()).toBe(0);
  });
});
