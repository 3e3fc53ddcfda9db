import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, mustCall, restingOrder, tokenFor } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;

/** demo backs Eagles for ₹100 at 2 and Eagles win: +100.00, 5.00 commission, 95.00 net. */
beforeAll(async () => {
  walk = await startWalk({ acceptDownloads: true });
  ({ page } = walk);
  const baseUrl = walk.server.baseUrl;
  const admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  const maker = await fundedCustomer(baseUrl, admin, 'pnl_maker');
  const market = await createMarket(baseUrl, admin, 'Eagles v Hawks', ['Eagles', 'Hawks']);
  const eagles = market.runners[0]!.selection_id;
  await restingOrder(baseUrl, maker, market, eagles, false, 2, 100);
  await restingOrder(baseUrl, await tokenFor(baseUrl, 'demo', 'demo1234'), market, eagles, true, 2, 100);
  await mustCall(baseUrl, 'admin/market/result', { market_id: market.marketId, winner_selection_ids: [eagles] }, admin);
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe('Profit & Loss report', () => {
  it('opens from the account statement with the settled market, its net and the total', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Account Statement' }).click();
    await page.getByRole('link', { name: 'Profit & Loss' }).click();
    await page.getByRole('heading', { name: 'Profit & Loss' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Eagles v Hawks' });
    // The heading draws before the report's answer: read the rows once they are there.
    await row.waitFor();
    const cells = (await row.getByRole('cell').allTextContents()).slice(1);
    expect(cells).toEqual(['Cricket', 'Eagles v Hawks', 'Match Odds', '100.00', '5.00', '95.00']);
    const nets = await page.locator('tbody tr td:last-child').allTextContents();
    const sum = nets.reduce((s, n) => s + Math.round(Number(n) * 100), 0) / 100;
    expect(await page.getByTestId('profit-loss-total').textContent()).toBe(sum.toFixed(2));
  });

  it('downloads the same rows and total as a CSV with a byte order mark', async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^profit-loss-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Settled,Sport,Match,Market,Profit/Loss,Commission,Net');
    expect(lines.find((l) => l.includes('Eagles v Hawks'))).toMatch(/,Cricket,Eagles v Hawks,Match Odds,100\.00,5\.00,95\.00$/);
    const total = await page.getByTestId('profit-loss-total').textContent();
    expect(lines.at(-1)).toBe(`,Total,,,,,${total}`);
    expect(lines).toHaveLength((await page.locator('tbody tr').count()) + 2);
  });
});
