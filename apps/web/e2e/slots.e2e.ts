import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;

const title = 'Classic Sevens';
const stake = 25;
const balance = async () => Number(await page.getByTestId('balance-value').textContent());

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

/** Opens the slot lobby from the sidebar's Slot Game item (through the drawer on a phone), then the title. */
async function openSlotFromSidebar() {
  await page.goto(`${baseUrl}/#/home`);
  // The figures are hidden on phones unless chosen: show the balance so the walk can read it.
  await page.evaluate(() => localStorage.setItem('showBalance', '1'));
  await page.reload();
  // The layout is a lazy route: wait for it before asking whether the drawer's Menu button shows.
  await page.locator('.site-header').waitFor();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Sports' }).getByRole('link', { name: 'Slot Game' }).click();
  await page.waitForURL((url) => url.hash === '#/vcasino/slot');
  const lobby = page.getByRole('list', { name: 'Slot games' });
  await lobby.getByRole('img', { name: 'Jungle Wilds' }).waitFor();
  await lobby.getByRole('link', { name: new RegExp(title) }).click();
  await page.waitForURL((url) => url.hash === '#/vcasino/slot/classic-sevens');
}

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('a slot ($name)', ({ viewport }) => {
  beforeAll(async () => {
    await page.setViewportSize(viewport);
    await openSlotFromSidebar();
  });

  it('spins with a Casino button stake: the reels land, and the header balance moves by the win less the bet', async () => {
    await page
      .getByRole('group', { name: 'Casino stakes' })
      .getByRole('button', { name: String(stake), exact: true })
      .click();
    expect(await page.getByTestId('slot-bet').textContent()).toBe(stake.toFixed(2));
    await page.waitForFunction(() => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) > 0, undefined, {
      timeout: 30_000,
    });
    const before = await balance();
    await page.getByRole('button', { name: 'Spin', exact: true }).click();
    const result = page.getByTestId('slot-win');
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent())!;
    const win = text === 'No win' ? 0 : Number(/₹([\d.]+)/.exec(text)![1]);
    const expected = Math.round((before - stake + win) * 100) / 100;
    await page.waitForFunction((want) => Number(document.querySelector('[data-testid="balance-value"]')?.textContent) === want, expected, {
      timeout: 30_000,
      polling: 200,
    });
    // The reels show the window the server drew, and fit a phone's width.
    expect(await page.getByRole('group', { name: 'Reels' }).getAttribute('aria-busy')).toBe('false');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
  });

  it('lists the spin in the history; after a rotation Verify recomputes its stops in the browser', async () => {
    const history = page.getByRole('region', { name: 'Spin history' });
    await history.getByText('Rotate the seed pair to verify').first().waitFor();
    await page.getByRole('region', { name: 'Seed pair' }).getByRole('button', { name: 'Rotate seed pair' }).click();
    await history.getByRole('button', { name: 'Verify' }).first().click();
    const verdict = history.getByRole('status', { name: 'Verify result' }).first();
    await verdict.waitFor();
    expect(await verdict.textContent()).toMatch(/^Verified: stops/);
  });
});
