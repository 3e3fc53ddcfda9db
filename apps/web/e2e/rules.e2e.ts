import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type LaunchedBrowser } from './helpers/launch-browser.ts';
import { loginAs } from './helpers/login.ts';
import { startServer, type RunningServer } from './helpers/start-server.ts';

let server: RunningServer;
let browser: LaunchedBrowser;
let page: Page;

const tabOrder = [
  'Horse Racing',
  'Handball',
  'Table Tennis',
  'Basketball',
  'Vollyball',
  'Ice Hockey',
  'Football',
  'Tennis',
  'Snooker',
  'E-Games',
  'Fustal',
  'Big Bash League',
  'Lunch Favourite',
  'Politics',
  'Bookmaker',
  'Teenpatti',
  'CricketCasino',
  'Fancy Market 1',
  'Football Fancy',
  'IPL',
  'Kabaddi',
  'World Cup',
  'Khado',
  'Election',
  'Fancy',
  'Match',
  'Binary',
];

const openTab = async (name: string) => {
  await page.getByRole('tab', { name, exact: true }).click();
  // The panel named after the tab: reading the bare tabpanel right after the click can catch the previous one.
  return page.getByRole('tabpanel', { name, exact: true });
};

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = browser.context.pages()[0] ?? (await browser.context.newPage());
  // The 'page' layout is behind the route guard like the rest of the app (spec section 2).
  await loginAs(page, server.baseUrl, 'demo');
  await page.goto(`${server.baseUrl}/#/page/rules`);
  // A tab only the rules have: home's sport tabs (Horse Racing among them) show until the route loads.
  await page.getByRole('tab', { name: 'Teenpatti' }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('site rules', () => {
  it('lists the 27 tabs in the spec order, with Horse Racing open first', async () => {
    expect((await page.getByRole('tab').allTextContents()).map((t) => t.trim())).toEqual(tabOrder);
    expect(await page.getByRole('tab', { name: 'Horse Racing' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tablist').getAttribute('aria-orientation')).toBe('vertical');
    const panel = await page.getByRole('tabpanel').textContent();
    for (const figure of ['2.5%', '4.0%', '1.01', '15 minutes', 'about 5 minutes for Australian and US']) expect(panel).toContain(figure);
  });

  it("shows exactly 'No records Found' for Teenpatti", async () => {
    const panel = await openTab('Teenpatti');
    expect(await panel.locator('.rules-empty').textContent()).toBe('No records Found');
  });

  it('states the figures of the cricket and other panels', async () => {
    const expectations: Record<string, string[]> = {
      Football: ['48 hours', 'before the first match of the multiple kicks off'],
      Basketball: ['5 minutes or less'],
      Bookmaker: ['ODI 25 overs', 'T20 10 overs'],
      'Big Bash League': ['from 310 to 340', '32 overs', '3 consecutive matches', 'Manuka Oval'],
      IPL: ['74 matches', 'No ball'],
      'World Cup': ['9 league matches', 'misses 3 matches', 'Centuries'],
      Khado: ['70 overs'],
      Kabaddi: ['40 minutes'],
      Fancy: ['25 overs', '80 overs', '300 overs', 'about 5 seconds', '7 days', '24 hours'],
      Match: [
        'half odds',
        '50 overs in an ODI',
        '20 overs in a T20',
        // Cash out's rules, in the Match tab: the spec fixes the tabs.
        'Your unmatched bets on the market are cancelled first',
        'nothing is placed',
        '25%, 50%, 75%',
        'Fancy (session) markets have no cash out',
      ],
      'Fancy Market 1': ['33 matches', 'Boundaries'],
      Binary: ['10:00 to 14:30, Monday to Friday', '11:30 to 22:30', '19:30 to 24:00'],
    };
    for (const [tab, figures] of Object.entries(expectations)) {
      const text = await (await openTab(tab)).textContent();
      for (const figure of figures) expect(text, `${tab}: ${figure}`).toContain(figure);
    }
  });

  it('opens the tab named in the address', async () => {
    await page.goto(`${server.baseUrl}/#/page/rules/ipl`);
    await page.getByRole('tab', { name: 'IPL' }).waitFor();
    expect(await page.getByRole('tab', { name: 'IPL' }).getAttribute('aria-selected')).toBe('true');
  });
});
