import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { withLoggedInApp } from '../auth/login-as.ts';

interface Venue {
  venue: string;
  country_code: string;
  country: string;
  races: { match_id: number; name: string; match_name: string; market_start_time: string }[];
}

describe.each(testDialects())('racing venues on %s', (dialect) => {
  const s = withLoggedInApp(dialect);
  const today = new Date().toISOString().slice(0, 10);

  const venues = async (payload: object) => {
    const res = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/match/getMatchVenueListByCountryCodeSportId',
      headers: s.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Venue[];
  };

  it("lists today's horse racing venues of every country with their races in time order", async () => {
    const data = await venues({ country: 'all', date: today, sport_id: 7 });
    expect(new Set(data.map((v) => v.country_code))).toEqual(new Set(['GB', 'IE', 'AU', 'US', 'IN']));
    for (const v of data) {
      expect(v.races.length).toBeGreaterThan(3);
      expect(v.races.every((r) => r.market_start_time.startsWith(today))).toBe(true);
      const times = v.races.map((r) => r.market_start_time);
      expect([...times].sort()).toEqual(times);
    }
    expect(data.find((v) => v.venue === 'Ascot')).toMatchObject({
      country: 'United Kingdom',
      races: expect.arrayContaining([expect.objectContaining({ name: expect.stringMatching(/^R1 /) })]),
    });
    for (const race of data.flatMap((v) => v.races)) expect(race.match_name).toBe(race.name);
  });

  it('filters by country code (any case) and sport', async () => {
    const gb = await venues({ country: 'gb', date: today, sport_id: '4339' });
    expect(gb.map((v) => v.venue).sort()).toEqual(['Romford', 'Towcester']);
    expect(await venues({ country: 'IN', date: today, sport_id: 4339 })).toEqual([]);
  });

  it("reads an empty or missing country as every country, as the family's clients send it", async () => {
    const all = await venues({ country: 'all', date: today, sport_id: 7 });
    expect(all.length).toBeGreaterThan(0);
    expect(await venues({ country: '', date: today, sport_id: 7 })).toEqual(all);
    expect(await venues({ date: today, sport_id: 7 })).toEqual(all);
  });

  it('answers an empty list for a day without races', async () => {
    expect(await venues({ country: 'all', date: '2001-01-01', sport_id: 7 })).toEqual([]);
  });

  it('rejects a malformed date or country with 400', async () => {
    for (const payload of [
      { country: 'all', date: '2025-02-30', sport_id: 7 },
      { country: 'all', date: '01/02/2025', sport_id: 7 },
      { country: 'GBR', date: today, sport_id: 7 },
    ]) {
      const res = await s.ctx.app.inject({
        method: 'POST',
        url: '/api/match/getMatchVenueListByCountryCodeSportId',
        headers: s.headers,
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
