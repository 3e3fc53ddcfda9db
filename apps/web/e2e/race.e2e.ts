import type { Venue } from '@bx/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mustCall, tokenFor } from './helpers/exchange-api.ts';
import { loginAs } from './helpers/login.ts';
import { startWalk, type Walk } from './helpers/walk.ts';

let walk: Walk;
let page: Page;
let baseUrl: string;
let raceUrl: string;
const horses = ['Red Rum', 'Arkle', 'Kauto Star', 'Desert Orchid'];
const nonRunner = 'Arkle';

const book = (name: string) => page.getByRole('region', { name, exact: true });

/** A race of tomorrow (UTC, so it is still before the off) from the seeded venue list: the operator API makes no racing series. */
async function tomorrowsRace(admin: string): Promise<{ matchId: number; date: string }> {
  const date = new Date(Date.now() + 24 * 3600_000).toISOString().slice(0, 10);
  const venues = await mustCall<Venue[]>(
    baseUrl,
    'match/getMatchVenueListByCountryCodeSportId',
    { country: 'all', date, sport_id: '7' },
    admin,
  );
  const race = venues.flatMap((v) => v.races)[0];
  if (!race) throw new Error(`No seeded horse race on ${date}`);
  return { matchId: race.match_id, date };
}

beforeAll(async () => {
  walk = await startWalk();
  ({ page } = walk);
  baseUrl = walk.server.baseUrl;
  const admin = await tokenFor(baseUrl, 'admin', 'admin1234');
  const { matchId, date } = await tomorrowsRace(admin);
  const runners = horses.map((name) => ({ name }));
  const win = await mustCall<{ market_id: number; runners: { selection_id: number; name: string }[] }>(
    baseUrl,
    'admin/market/create',
    { match_id: matchId, name: 'Win', market_type: 'WIN', runners, bet_delay: 0 },
    admin,
  );
  await mustCall(
    baseUrl,
    'admin/market/create',
    { match_id: matchId, name: 'Place', market_type: 'PLACE', runners, number_of_winners: 2, bet_delay: 0 },
    admin,
  );
  const scratched = win.runners.find((r) => r.name === nonRunner);
  if (!scratched) throw new Error('The WIN market has no runner to remove');
  await mustCall(
    baseUrl,
    'admin/market/removeRunner',
    { market_id: win.market_id, selection_id: scratched.selection_id, reduction_factor: 10 },
    admin,
  );
  raceUrl = `${baseUrl}/#/horse-racing/${matchId}/${date}`;
  await loginAs(page, baseUrl, 'demo');
});

afterAll(() => walk?.close());

describe('race page', () => {
  it('shows the WIN market first and the PLACE market with every runner', async () => {
    await page.goto(raceUrl);
    await book('Win').waitFor();
    await book('Place').waitFor();
    const order = await page.locator('section.market').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
    expect(order).toEqual(['Win', 'Place']);
    expect(await book('Place').locator('.runner-name').allTextContents()).toEqual(horses);
  });

  it('marks the removed runner as a non-runner in its market only', async () => {
    const row = book('Win').getByRole('row').filter({ hasText: nonRunner });
    await row.getByText('Non-runner').waitFor();
    expect(await row.getAttribute('class')).toContain('removed');
    expect(await book('Win').getByText('Non-runner').count()).toBe(1);
    expect(await book('Place').getByText('Non-runner').count()).toBe(0);
  });
});
