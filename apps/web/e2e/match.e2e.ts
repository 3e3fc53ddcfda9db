import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarket, fundedCustomer, mustCall, restingOrder, tokenFor, type CreatedMarket } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;
let admin: string;
let maker: string;
let market: CreatedMarket;
/** The demo world's in-play cricket match with match odds, bookmaker and fancies. */
const demoMatch = 2;

const slip = () => page.getByRole('region', { name: 'Bet slip' });
const book = (name: string) => page.getByRole('region', { name, exact: true });

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  maker = await fundedCustomer(baseUrl, admin, 'maker_two');
  market = await createMarket(baseUrl, admin, 'Hawks v Owls', ['Hawks', 'Owls']);
  await restingOrder(baseUrl, maker, market, market.runners[0]!.selection_id, true, 2.5, 200);
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe.each([
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('match page ($name)', ({ name, viewport }) => {
  beforeAll(() => page.setViewportSize(viewport));

  it('shows match odds first in the Markets tab, then bookmaker and fancy tabs, with limits and the in-play marker', async () => {
    await page.goto(`${baseUrl}/#/game-details/4/${demoMatch}`);
    // The same match stays mounted from the previous viewport's walk, in whichever tab it ended.
    await page.getByRole('tab', { name: 'Markets' }).click();
    await book('Match Odds').waitFor();
    const tabs = await page.getByRole('tablist', { name: 'Market groups' }).getByRole('tab').allTextContents();
    expect(tabs).toEqual(['Markets', 'Bookmaker', 'Fancy']);
    expect(await book('Match Odds').textContent()).toMatch(/Min 1 \/ Max 500000/);
    await page.getByText('In-Play').first().waitFor();
    await page.getByRole('tab', { name: 'Fancy' }).click();
    await book('Fancy')
      .getByRole('button', { name: /^Yes 6 Over Runs at/ })
      .waitFor();
    await page.getByRole('tab', { name: 'Markets' }).click();
  });

  it('lays out three back levels with the best nearest the centre, and three lay levels (best only on a phone)', async () => {
    const row = book('Match Odds').getByRole('row').nth(1);
    const backs = await row
      .getByRole('button', { name: /^Back / })
      .evaluateAll((els) =>
        els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => Number(e.querySelector('b')?.textContent)),
      );
    const lays = await row
      .getByRole('button', { name: /^Lay / })
      .evaluateAll((els) =>
        els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => Number(e.querySelector('b')?.textContent)),
      );
    if (name === 'phone') {
      expect([backs.length, lays.length]).toEqual([1, 1]);
    } else {
      expect(backs).toEqual([...backs].sort((a, b) => a - b));
      expect(lays).toEqual([...lays].sort((a, b) => a - b));
      expect(backs).toHaveLength(3);
    }
    expect(Math.max(...backs)).toBeLessThan(Math.min(...lays));
  });

  it('moves a price from a socket push without polling the match detail', async () => {
    await page.goto(`${baseUrl}/#/game-details/4/${market.matchId}`);
    await book('Match Odds').getByRole('button', { name: 'Lay Hawks at 2.5' }).waitFor();
    const detailCalls: string[] = [];
    const count = (r: { url(): string }) => r.url().includes('match/getMatchDetail') && detailCalls.push(r.url());
    page.on('request', count);
    await restingOrder(baseUrl, maker, market, market.runners[1]!.selection_id, true, 3.5, 120);
    await book('Match Odds').getByRole('button', { name: 'Lay Owls at 3.5' }).waitFor({ timeout: 3000 });
    await page.waitForTimeout(2500);
    page.off('request', count);
    expect(detailCalls).toEqual([]);
  });

  it('covers a suspended market with SUSPENDED and refuses clicks on its prices', async () => {
    await mustCall(baseUrl, 'admin/market/status', { market_id: market.marketId, status: 'SUSPENDED' }, admin);
    const overlay = book('Match Odds').getByRole('status');
    await overlay.getByText('SUSPENDED').waitFor();
    await book('Match Odds').getByRole('button', { name: 'Lay Hawks at 2.5' }).click({ force: true });
    await page.waitForTimeout(300);
    expect(await slip().count()).toBe(0);
    await mustCall(baseUrl, 'admin/market/status', { market_id: market.marketId, status: 'OPEN' }, admin);
    await overlay.waitFor({ state: 'detached' });
  });

  it('explains a bookmaker rate change between the click and the placement, and moves the slip to the new rate', async () => {
    await page.goto(`${baseUrl}/#/game-details/4/${demoMatch}`);
    await page.getByRole('tab', { name: 'Bookmaker' }).click();
    const detail = await mustCall<{
      markets: {
        market_id: number;
        market_type: string;
        runner_json: { selection_id: number; name: string; back: { price: number }[] }[];
      }[];
    }>(baseUrl, 'match/getMatchDetail', { match_id: demoMatch }, await tokenFor(baseUrl, 'demo', 'demo1234'));
    const bm = detail.markets.find((m) => m.market_type === 'BOOKMAKER')!;
    const [first, second] = bm.runner_json;
    const oldRate = Math.round((first!.back[0]!.price - 1) * 100);
    const newRate = oldRate + (name === 'phone' ? 2 : 1);
    await book('Bookmaker')
      .getByRole('button', { name: new RegExp(`^Back ${first!.name} at`) })
      .click();
    await slip().getByRole('textbox', { name: 'Stake' }).fill('10');
    await mustCall(
      baseUrl,
      'admin/bookmaker/quote',
      {
        market_id: bm.market_id,
        runners: [
          { selection_id: first!.selection_id, back_rate: newRate, lay_rate: newRate + 3 },
          { selection_id: second!.selection_id, back_rate: 150, lay_rate: 155 },
        ],
      },
      admin,
    );
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    const notice = slip().getByRole('alert');
    await notice.waitFor({ timeout: 15_000 });
    // A bookmaker reads as the house quotes it: its rate, paise of profit per rupee.
    expect(await notice.textContent()).toBe(
      `The rate changed from ${oldRate} to ${newRate} while you were placing. Check the new rate and place again.`,
    );
    expect(await slip().textContent()).toContain(`Rate ${newRate}`);
    await slip().getByRole('button', { name: 'Close bet slip' }).click();
  });

  it('places a fancy Yes at the quoted run and rate', async () => {
    await page.getByRole('tab', { name: 'Fancy' }).click();
    await book('Fancy')
      .getByRole('button', { name: /^Yes 6 Over Runs at/ })
      .click();
    await slip().getByRole('heading', { name: 'Yes 6 Over Runs' }).waitFor();
    await slip().getByRole('textbox', { name: 'Stake' }).fill('10');
    expect(await slip().getByRole('definition').first().textContent()).toMatch(/\d+\.\d\d/);
    await slip().getByRole('button', { name: 'Place Bet' }).click();
    await page
      .getByText(/^Bet matched: 10\.00/)
      .first()
      .waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Matched bets' }).getByText('Yes 6 Over Runs').first().waitFor();
  });
});
