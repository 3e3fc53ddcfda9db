import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './helpers/login.ts';
import type { RunningServer } from './helpers/start-server.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let server: RunningServer;
let page: Page;

const sidebar = () => page.getByRole('navigation', { name: 'Sports' });
const waitForHash = (pattern: RegExp) => page.waitForURL((url) => pattern.test(url.hash), { timeout: 10_000 });

beforeAll(async () => {
  walk = await startWalk({ viewport: { width: 1280, height: 800 } });
  ({ server, page } = walk);
  await loginAs(page, server.baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe('main layout at 1280x800', () => {
  it('lists in-play and upcoming matches on home with cricket active', async () => {
    const tab = page.getByRole('tab', { name: 'Cricket' });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    const firstRow = page.locator('.sport-panel .match-row').first();
    await firstRow.waitFor();
    expect(await firstRow.locator('time').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  });

  it('keeps one sport and one series open at a time in All Sports, and collapses on a second click', async () => {
    const all = sidebar();
    await all.getByRole('button', { name: 'Cricket' }).click();
    await all.getByRole('button', { name: 'Indian Premier League' }).waitFor();
    await all.getByRole('button', { name: 'Football' }).click();
    await all.getByRole('button', { name: 'English Premier League' }).waitFor();
    expect(await all.getByRole('button', { name: 'Indian Premier League' }).count()).toBe(0);
    await all.getByRole('button', { name: 'English Premier League' }).click();
    const match = all.locator('.side-matches a').first();
    await match.waitFor();
    await all.getByRole('button', { name: 'Football' }).click();
    await all.getByRole('button', { name: 'English Premier League' }).waitFor({ state: 'detached' });
    expect(await all.getByRole('button', { name: 'Football' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("lists the spec's five Others, and keeps binary sessions in Live Casino's list", async () => {
    const others = sidebar()
      .locator('.side-list')
      .filter({ has: page.getByRole('link', { name: 'Slot Game' }) });
    const items = others.locator(':scope > [data-orientation] > * > h3 button, :scope > a');
    await others.getByRole('link', { name: 'Fantasy Game' }).waitFor();
    expect((await items.allTextContents()).map((t) => t.trim())).toEqual([
      'Our Casino',
      'Our Virtual',
      'Live Casino',
      'Slot Game',
      'Fantasy Game',
    ]);
    await others.getByRole('button', { name: 'Live Casino' }).click();
    await others.getByRole('link', { name: 'Binary' }).click();
    await waitForHash(/^#\/binary/);
  });

  it('hides sports -1 and -17 from All Sports', async () => {
    const names = await sidebar().locator('.side-trigger').allTextContents();
    expect(names).not.toContain('Indian Casino');
    expect(names).not.toContain('Virtual Sports');
    expect(names).toContain('Our Casino');
  });

  it("shows today's racing venues with race times that open the race page", async () => {
    const racing = page.locator('.side-section').filter({ has: page.getByRole('heading', { name: 'Racing Sports' }) });
    await racing.getByRole('button', { name: 'Horse Racing' }).click();
    await racing.getByText('All Horse Racing').waitFor();
    const race = racing.locator('.race-time').first();
    await race.waitFor();
    const label = await race.getAttribute('aria-label');
    expect(label).toMatch(/^\d{2}:\d{2} .+ \S+/);
    // Shown, not only labelled: the time with the race's name, under its venue and country.
    expect(await race.textContent()).toMatch(/^\d{2}:\d{2} \S/);
    expect(label).toContain(await racing.locator('.venue-country').first().textContent());
    await race.click();
    await waitForHash(/^#\/horse-racing\/\d+\/\d{4}-\d{2}-\d{2}$/);
    await page.locator('.race-info').waitFor();
  });

  it('redirects the old match links to the match page and shows its state', async () => {
    await page.goto(`${server.baseUrl}/#/match/matchdetail/2`);
    await waitForHash(/^#\/game-details\/4\/2$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const book = page.getByRole('region', { name: 'Match Odds' }).first();
    await book.locator('td.price.back.best b').first().waitFor();
    expect(await book.locator('td.price.back.best b').first().textContent()).toMatch(/^\d+(\.\d{1,2})?$/);
    await page.goto(`${server.baseUrl}/#/CM/MD/2`);
    await waitForHash(/^#\/game-details\/4\/2$/);
  });

  it('shows casino screens with the providers and a clear not-open state', async () => {
    await page.goto(`${server.baseUrl}/#/world-casino`);
    await page.getByRole('list', { name: 'Live Casino games' }).getByText('Demo Live Roulette').waitFor();
    await page.goto(`${server.baseUrl}/#/vcasino/slot`);
    await page.getByRole('list', { name: 'Slot games' }).getByText('Jungle Wilds').waitFor();
  });

  it('links the footer policies, shows the copyright with the host and opens the 18+ notice', async () => {
    const footer = page.locator('footer.site-footer');
    expect(await footer.locator('.copyright').textContent()).toBe(`© 2024 ${new URL(server.baseUrl).host}. All rights reserved.`);
    await footer.getByText('24X7 Support').waitFor();
    await footer.getByRole('button', { name: '18+ age verification' }).click();
    const modal = page.getByRole('dialog', { name: '18+ Only' });
    await modal.getByRole('link', { name: 'Net Nanny' }).waitFor();
    await modal.getByRole('link', { name: 'CyberPatrol' }).waitFor();
    await modal.getByRole('button', { name: 'Close' }).click();
    await footer.getByRole('link', { name: 'Terms and Conditions' }).click();
    await waitForHash(/^#\/page\/terms-and-conditions$/);
    await page.locator('footer.site-footer').getByRole('link', { name: 'Responsible Gaming' }).click();
    await waitForHash(/^#\/page\/responsible-gaming$/);
    expect(await page.locator('.site-header').count()).toBe(0);
  });

  it('shows no social link while the global setting configures none', async () => {
    await page.goto(`${server.baseUrl}/#/home`);
    await page.locator('footer.site-footer').waitFor();
    expect(await page.getByRole('list', { name: 'Social links' }).count()).toBe(0);
  });
});

describe('phone layout at 390x844', () => {
  it('turns the sidebar into a drawer and hides the figures by default', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.removeItem('showBalance');
      localStorage.removeItem('showExposure');
    });
    await page.reload();
    await page.locator('.site-header').waitFor();
    expect(await sidebar().isVisible()).toBe(false);
    expect(await page.getByTestId('balance-value').count()).toBe(0);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await sidebar().waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await sidebar().getByRole('link', { name: 'Slot Game' }).click();
    await waitForHash(/^#\/vcasino\/slot$/);
    expect(await sidebar().isVisible()).toBe(false);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
