import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;
/** The rounds the walk bet on, with the card each dealt. */
const played: { roundId: string; cardName: string }[] = [];

// Lucky 7 - A deals one card: the shortest round of the six tables.
const tableName = 'Lucky 7 - A';
const stake = 100;
const ranks: Record<string, number> = { Ace: 1, Jack: 11, Queen: 12, King: 13 };
/** "7 of spades" -> 7, "King of hearts" -> 13. */
const rankOf = (cardName: string) => ranks[cardName.split(' ')[0]!] ?? Number(cardName.split(' ')[0]);

const table = () => page.getByRole('region', { name: tableName });
const slip = () => page.getByRole('region', { name: 'Bet slip' });
const balance = async () => Number(await page.getByTestId('balance-value').textContent());

// The tables run on the server's own clock (a Lucky 7 round: 15 s of betting, the card, 5 s of result).
beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

/** Opens the table from the sidebar's Our Casino (through the drawer on a phone). */
async function openTableFromSidebar() {
  await page.goto(`${baseUrl}/#/home`);
  // The figures are hidden on phones unless chosen: show the balance so the walk can read it.
  await page.evaluate(() => localStorage.setItem('showBalance', '1'));
  await page.reload();
  // The layout is a lazy route: wait for it before asking whether the drawer's Menu button shows.
  await page.locator('.site-header').waitFor();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  const sidebar = page.getByRole('navigation', { name: 'Sports' });
  await sidebar.getByRole('button', { name: 'Our Casino' }).click();
  await sidebar.getByRole('link', { name: tableName }).click();
  await page.waitForURL((url) => url.hash === '#/casino/match/-1013');
  await table().getByRole('heading', { name: tableName }).waitFor();
}

/** Waits for a betting window with a few seconds left, so the clicks land inside it. */
async function waitForWindow() {
  await page.waitForFunction(
    () => {
      const label = document.querySelector('.casino-table [role="timer"]')?.getAttribute('aria-label') ?? '';
      return Number(/in (\d+) seconds/.exec(label)?.[1] ?? 0) >= 4;
    },
    undefined,
    { timeout: 90_000, polling: 100 },
  );
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('a casino table ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await openTableFromSidebar();
  });

  it('takes a bet with a Casino button in the window, reveals the card, pays by the card and verifies the round', async () => {
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    await waitForWindow();
    const roundId = (await table().getByTestId('round-id').textContent())!;
    const before = await balance();

    // Low (A to 6) is the main bet: it wins at its rate, loses half the stake on a 7, and loses above.
    const low = table().getByRole('button', { name: /^Back Low/ });
    const [, lowName, rateText] = /^Back (.+) at (\d+\.\d\d)$/.exec((await low.getAttribute('aria-label'))!)!;
    const rate = Number(rateText);
    // From the keyboard: Enter on the rate opens the slip with the focus in its stake field, so the
    // bet is a few keys away inside the window (it was dozens of Tab presses).
    await low.focus();
    await page.keyboard.press('Enter');
    await slip()
      .getByRole('heading', { name: `Back ${lowName}` })
      .waitFor();
    const stakeField = slip().getByRole('textbox', { name: 'Stake' });
    expect(await stakeField.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('5');
    expect(await stakeField.inputValue()).toBe('5');
    await slip()
      .getByRole('group', { name: 'Casino stakes' })
      .getByRole('button', { name: String(stake), exact: true })
      .click();
    expect(await slip().getByRole('textbox', { name: 'Stake' }).inputValue()).toBe(String(stake));
    // The slip is styled though no match page (whose CSS chunk once held the slip's styles) was opened.
    expect(await slip().evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('4px');
    expect(
      await slip()
        .getByRole('group', { name: 'Casino stakes' })
        .evaluate((el) => getComputedStyle(el).display),
    ).toBe('grid');
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(`Bet placed: ${stake.toFixed(2)} on ${lowName} at ${rate.toFixed(2)}.`)
      .first()
      .waitFor();
    await page.getByRole('region', { name: 'My Bets' }).getByText(`Back ${lowName}`).first().waitFor();

    // The card is revealed on the page, pushed over the socket, while the round id still names our round.
    const card = table().getByRole('group', { name: 'Card', exact: true }).getByRole('img');
    await page.waitForFunction(
      (mid) =>
        document.querySelector('[data-testid="round-id"]')?.textContent === mid &&
        !!document.querySelector('.casino-table .table-hand svg:not(.down)'),
      roundId,
      { timeout: 60_000, polling: 100 },
    );
    const cardName = (await card.getAttribute('aria-label'))!;
    played.push({ roundId, cardName });
    const rank = rankOf(cardName);
    const pnl = rank < 7 ? stake * (rate - 1) : rank === 7 ? -stake / 2 : -stake;
    const expected = Math.round((before + pnl) * 100) / 100;
    await page.waitForFunction((want) => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) === want, expected, {
      timeout: 30_000,
      polling: 200,
    });
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    // The settlement is told, not only seen in the balance.
    const won = pnl >= 0 ? 'won' : 'lost';
    await page
      .getByText(new RegExp(`^Bet \\d+ settled: ${won} ${Math.abs(pnl).toFixed(2)}\\.$`))
      .first()
      .waitFor({ timeout: 10_000 });

    await page
      .getByRole('region', { name: 'Last results' })
      .getByRole('button', { name: new RegExp(`^Round ${roundId}:`) })
      .click({ timeout: 60_000 });
    const detail = page.getByRole('dialog', { name: `Round ${roundId}` });
    await detail.getByRole('table', { name: 'Your bets' }).getByText(`Back ${lowName}`).waitFor();
    expect(await detail.getByRole('group', { name: 'Card', exact: true }).getByRole('img').getAttribute('aria-label')).toBe(cardName);
    await detail.getByRole('button', { name: 'Verify' }).click();
    const verdict = detail.getByRole('status', { name: 'Verify result' });
    await verdict.waitFor();
    expect(await verdict.locator('strong').textContent()).toBe('The deal matches');
    // Closed with Escape, the dialog gives the focus back to the chip that opened it.
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(new RegExp(`^Round ${roundId}:`));
    // Opened again and left for another table, it does not follow the customer there.
    await page.keyboard.press('Enter');
    await detail.waitFor();
    await page.goto(`${baseUrl}/#/casino/match/-1011`);
    await page.waitForFunction((name) => {
      const shown = document.querySelector('.casino-table')?.getAttribute('aria-label');
      return shown !== undefined && shown !== null && shown !== name;
    }, tableName);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await openTableFromSidebar();
  });
});

describe('the casino results report', () => {
  it('lists the table’s rounds of the day with their cards and winner, and opens a round with Verify', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { roundId, cardName } = played[0]!;
    await page.goto(`${baseUrl}/#/report/casino-result`);
    await page.getByLabel('Game').selectOption({ label: tableName });
    await page.getByRole('button', { name: 'Submit' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: roundId }) });
    await row.waitFor();
    expect(await row.getByRole('img').getAttribute('aria-label')).toBe(cardName);
    expect(await row.getByRole('cell').nth(2).textContent()).toMatch(/^(Low|High|Seven)/i);
    await row.getByRole('button', { name: roundId }).click();
    const detail = page.getByRole('dialog', { name: `Round ${roundId}` });
    await detail.getByRole('button', { name: 'Verify' }).click();
    expect(await detail.getByRole('status', { name: 'Verify result' }).locator('strong').textContent()).toBe('The deal matches');
  });
});
