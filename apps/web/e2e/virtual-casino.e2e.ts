import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;

const table = () => page.getByRole('region', { name: 'Lucky 7 - A (virtual)' });
const balance = async () => Number(await page.getByTestId('balance-value').textContent());
const ranks: Record<string, number> = { Ace: 1, Jack: 11, Queen: 12, King: 13 };

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('Our Virtual Lucky 7 ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
  });

  it('deals at once on a Casino button stake and moves the balance by the hand-computed result, then verifies the deal', async () => {
    await page.goto(`${baseUrl}/#/vcasino/virtual`);
    await page.evaluate(() => localStorage.setItem('showBalance', '1'));
    await page.reload();
    await page.getByRole('link', { name: 'Lucky 7 - A' }).click();
    await table()
      .getByRole('button', { name: /Low Card/ })
      .click();
    const slip = table().getByRole('form', { name: 'Virtual bet slip' });
    // The demo customer's first Casino button; read its value from the input it fills.
    await slip.getByRole('group', { name: 'Casino stakes' }).getByRole('button').first().click();
    const stake = Number(await slip.getByRole('textbox', { name: 'Stake' }).inputValue());
    const before = await balance();
    await slip.getByRole('button', { name: 'Deal' }).click();
    const result = table()
      .getByRole('status')
      .filter({ hasText: /You (won|lost)/ });
    await result.waitFor();
    const card = (await table().getByRole('group', { name: 'Cards' }).getByRole('img').first().getAttribute('aria-label'))!;
    const rank = ranks[card.split(' ')[0]!] ?? Number(card.split(' ')[0]);
    // Low Card backs at 2.00: a low card wins the stake, a high one loses it, a seven loses half.
    const expected = before + (rank < 7 ? stake : rank > 7 ? -stake : -stake / 2);
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) === b, expected);
    expect(await balance()).toBeCloseTo(expected, 2);

    await table().getByRole('region', { name: 'Seed pair' }).getByRole('button', { name: 'Rotate seed pair' }).click();
    const history = table().getByRole('table', { name: 'Your virtual bets' });
    await history.getByRole('button', { name: 'Verify' }).first().click();
    await history.getByRole('status').filter({ hasText: 'Verified' }).first().waitFor();
  });
});
