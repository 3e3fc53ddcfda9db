import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let market: CreatedMarket;
let baseUrl: string;

const slip = () => page.getByRole('region', { name: 'Bet slip' });
const unmatched = () => page.getByRole('region', { name: 'My Bets' }).getByRole('region', { name: 'Unmatched bets' });

beforeAll(async () => {
  walk = await startWalk({ acceptDownloads: true });
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  const admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  market = await createMarket(baseUrl, admin, 'Hawks v Owls', ['Hawks', 'Owls']);
  const maker = await fundedCustomer(baseUrl, admin, 'maker_edit');
  await restingOrder(baseUrl, maker, market, market.runners[1]!.selection_id, true, 3, 500);
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe('editing an unmatched bet and taking the statement out', () => {
  it("moves an unmatched bet's price from My Bets, then Cancel All empties the market", async () => {
    await page.goto(`${baseUrl}/#/game-details/4/${market.matchId}`);
    await page.getByRole('region', { name: 'Match Odds' }).waitFor();
    await page.getByRole('button', { name: 'Lay Owls at 3' }).click();
    await slip().getByRole('button', { name: 'Lower odds' }).click();
    await slip().getByRole('textbox', { name: 'Stake' }).fill('50');
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(/Bet unmatched: 50\.00 waits at 2\.98/)
      .first()
      .waitFor();
    await unmatched()
      .getByRole('button', { name: /^Edit bet/ })
      .click();
    const editor = page.getByRole('form', { name: /^Edit bet/ });
    await editor.getByRole('textbox', { name: 'Odds' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await editor.getByRole('textbox', { name: 'Odds' }).inputValue()).toBe('2.94');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Bet moved to the new price.').first().waitFor();
    await unmatched().getByRole('cell', { name: '2.94' }).waitFor();
    expect(
      await unmatched()
        .getByRole('button', { name: /^Cancel bet/ })
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Cancel All: Match Odds' }).click();
    await unmatched().getByText('No unmatched bets.').waitFor();
  });

  it('downloads the account statement as a UTF-8 CSV with a byte order mark', async () => {
    await page.goto(`${baseUrl}/#/report/account-statement`);
    await page.getByRole('heading', { name: 'Account Statement' }).waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(file.suggestedFilename()).toMatch(/^statement-.*\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('Date,Description,Type,Credit,Debit,Balance,Remark');
    expect(lines.some((l) => l.startsWith(',Total,'))).toBe(true);
  });
});
