import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatIst } from '../src/lib/format-ist.ts';
import { loginAs } from './helpers/login.ts';
import type { RunningServer } from './helpers/start-server.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let server: RunningServer;
let page: Page;

const userMenuItems = async (p: Page) => {
  await p.getByRole('button', { name: 'User menu' }).click();
  const menu = p.getByRole('menu');
  await menu.waitFor();
  const names = (await menu.locator('[role=menuitem], [role=menuitemcheckbox]').allTextContents()).map((t) => t.trim());
  await p.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return names;
};

beforeAll(async () => {
  // A zone far from India proves the IST dates do not come from the browser's clock.
  walk = await startWalk({ timezoneId: 'America/New_York' });
  ({ server, page } = walk);
  await loginAs(page, server.baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe('header', () => {
  it('groups search results by sport with dates in UTC+5:30 whatever the browser zone', async () => {
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    const expected = (await (
      await fetch(`${server.baseUrl}/api/match/searchByMatchNameHeader`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('usertoken'))}`,
        },
        body: JSON.stringify({ search: 'India' }),
      })
    ).json()) as { data: Record<string, { match_name: string; match_Date: string }[]> };
    const [sport, matches] = Object.entries(expected.data)[0]!;
    await page.getByLabel('Search matches').fill('India');
    const results = page.getByRole('region', { name: 'Search results' });
    await results.getByRole('heading', { name: sport }).waitFor();
    const first = matches[0]!;
    const row = results.getByRole('link', { name: new RegExp(first.match_name) }).first();
    expect(await row.locator('time').textContent()).toBe(formatIst(first.match_Date));
    expect(formatIst(first.match_Date)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await page.keyboard.press('Escape');
    await page.getByLabel('Search matches').fill('');
  });

  it('does not search for a single character', async () => {
    await page.getByLabel('Search matches').fill('I');
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: 'Search results' }).count()).toBe(0);
    await page.getByLabel('Search matches').fill('');
  });

  it('lists the user menu items in order for a customer with a parent (no payments)', async () => {
    expect(await userMenuItems(page)).toEqual([
      'Account Statement',
      'Current Bet',
      'Casino Result',
      'Live Casino Bets',
      'Set Button Values',
      'Security Auth Verification',
      'Change Password',
      'Rules',
      'Balance',
      'Exposure',
      'SignOut',
    ]);
    expect(await page.getByRole('link', { name: 'Deposit/Withdraw' }).count()).toBe(0);
  });

  it('opens My Market from the exposure figure with the empty-table text', async () => {
    await page.getByRole('button', { name: 'Exposure' }).click();
    const modal = page.getByRole('dialog', { name: 'My Market' });
    await modal.getByText('No data available in table').waitFor();
    const headers = (await modal.locator('th').allTextContents()).map((t) => t.trim());
    expect(headers).toEqual(['Event Type', 'Event Name', 'Match Name', 'Trade']);
    await modal.getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('updates button values and confirms with a toast', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Set Button Values' }).click();
    const modal = page.getByRole('dialog', { name: 'Set Button Value' });
    await modal.getByRole('tab', { name: 'Game Buttons' }).waitFor();
    await modal.getByRole('tab', { name: 'Casino Buttons' }).click();
    await modal.getByLabel('Casino price value 1').waitFor();
    await modal.getByRole('tab', { name: 'Game Buttons' }).click();
    await modal.getByLabel('Game price label 1').fill('2h');
    await modal.getByLabel('Game price value 1').fill('200');
    await modal.getByRole('button', { name: 'Update' }).click();
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Button values updated.' }).waitFor();
    await modal.waitFor({ state: 'hidden' });
    const token = await page.evaluate(() => localStorage.getItem('usertoken'));
    const saved = (await (
      await fetch(`${server.baseUrl}/api/user/getButtonValue`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: string };
    expect(JSON.parse(saved.data)[0]).toMatchObject({ button_name: '2h', button_value: 200, type: 'Game' });
  });

  it('hides and shows the balance through the menu toggle and remembers it', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Balance' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('balance-value').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('showBalance'))).toBe('0');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Balance' }).click();
    await page.keyboard.press('Escape');
    await page.getByTestId('balance-value').waitFor();
  });

  it('shows Home, the five headline sports, header series and Live Casino in the top navigation', async () => {
    const nav = page.getByRole('navigation', { name: 'Top navigation' });
    await nav.getByRole('link', { name: 'Live Casino' }).waitFor();
    const links = (await nav.getByRole('link').allTextContents()).map((t) => t.trim());
    expect(links.slice(0, 6)).toEqual(['Home', 'Cricket', 'Football', 'Tennis', 'Volleyball', 'Basketball']);
    expect(links).toContain('Indian Premier League');
    expect(links.at(-1)).toBe('Live Casino');
    // Our Casino is in the sidebar's Others, not here (spec: the top navigation's list).
    expect(links).not.toContain('Our Casino');
    await nav.getByRole('link', { name: 'Football' }).click();
    await page.waitForURL((url) => url.hash === '#/all-sports/1');
    await page.getByRole('heading', { name: 'Football', level: 1 }).waitFor();
  });

  it('opens the rules modal from the header Rules link, which points at the rules page for a new tab', async () => {
    const before = page.url();
    const link = page.getByRole('banner').getByRole('link', { name: 'Rules', exact: true });
    expect(await link.getAttribute('href')).toBe('#/page/rules');
    await link.click();
    const modal = page.getByRole('dialog', { name: 'Rules' });
    await modal.waitFor();
    // A plain click stays on the page under the modal.
    expect(page.url()).toBe(before);
    await modal.getByRole('button', { name: 'Close' }).click();
  });

  it('gives a signup user with a parent the payment items and the wallet link', async () => {
    await loginAs(page, server.baseUrl, 'demo_signup');
    const items = await userMenuItems(page);
    expect(items.slice(0, 3)).toEqual(['Account Statement', 'Payment Statement', 'Current Bet']);
    expect(items).toContain('Security Auth Verification');
    await page.getByRole('link', { name: 'Deposit/Withdraw' }).click();
    await page.waitForURL((url) => url.hash === '#/setting/d-w');
  });
});
