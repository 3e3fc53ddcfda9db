import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { withLoggedInApp } from '../auth/login-as.ts';

describe.each(testDialects())('catalog on %s', (dialect) => {
  const s = withLoggedInApp(dialect);

  const post = (url: string, payload: object) =>
    s.ctx.app.inject({ method: 'POST', url: `/api${url}`, headers: s.headers, payload }).then((r) => r.json());
  const get = (url: string) => s.ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: s.headers }).then((r) => r.json());

  it('lists the sports with cricket first and politics second', async () => {
    const body = await post('/sport/getSports', { is_active: '1' });
    const ids = body.data.map((s: { sport_id: number }) => s.sport_id);
    expect(ids.slice(0, 2)).toEqual([4, 2378961]);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 998917, 7522, 7, 4339, -1, -17]));
    expect(body.data[0]).toEqual({ sport_id: 4, name: 'Cricket', is_active: '1' });
    expect((await post('/sport/getSports', { sport_id: '7' })).data).toEqual([{ sport_id: 7, name: 'Horse Racing', is_active: '1' }]);
  });

  it("reads an empty filter as no filter, as the family's clients send it", async () => {
    const all = await post('/sport/getSports', {});
    expect(all.data.length).toBeGreaterThan(5);
    expect(await post('/sport/getSports', { sport_id: '', is_active: '' })).toEqual(all);
  });

  it('lists header series for the sidebar (1) and only those with open matches for the top navigation (2)', async () => {
    const sidebar = (await post('/series/getSeriesHeader', { is_sidebar_call: 1 })).data;
    const nav = (await post('/series/getSeriesHeader', { is_sidebar_call: '2' })).data;
    expect(sidebar.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Indian Premier League', 'UEFA Champions League', 'NBA']),
    );
    expect(sidebar[0]).toEqual({
      series_id: expect.any(Number),
      name: expect.any(String),
      sport_id: expect.any(Number),
      sport_name: expect.any(String),
    });
    expect(nav.length).toBeGreaterThan(0);
    expect(nav.length).toBeLessThanOrEqual(sidebar.length);
    expect(
      (await s.ctx.app.inject({ method: 'POST', url: '/api/series/getSeriesHeader', headers: s.headers, payload: { is_sidebar_call: 3 } }))
        .statusCode,
    ).toBe(400);
  });

  it('lists the casino sports in order', async () => {
    const body = await get('/casino/getCasinoSport');
    expect(body.data.map((c: { sport_id: string }) => c.sport_id)).toEqual(['matka', 'worldcasino', 'slotgator']);
    expect(body.data[0]).toEqual({ sport_id: 'matka', name: 'Matka', is_active: '1', order: 1 });
  });

  it('lists the series of a sport and the open matches of a series, in-play first', async () => {
    const series = (await post('/series/getSeries', { sport_id: 4, is_active: '1' })).data;
    const ipl = series.find((s: { name: string }) => s.name === 'Indian Premier League');
    expect(ipl).toMatchObject({ sport_id: 4, sport_name: 'Cricket' });
    const matches = (await post('/match/getMatches', { sport_id: '4', series_id: ipl.series_id, is_active: '1' })).data;
    expect(matches.length).toBe(4);
    expect(matches[0]).toMatchObject({
      in_play: true,
      status: 'IN_PLAY',
      sport_name: 'Cricket',
      series_name: 'Indian Premier League',
      country: 'India',
    });
    expect(matches[0].match_name).toBe(matches[0].name);
    expect(matches[0].open_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(matches.every((m: { status: string }) => m.status !== 'CLOSED')).toBe(true);
    const all = (await post('/match/getMatches', { sport_id: 4 })).data;
    expect(all.length).toBeGreaterThan(matches.length);
  });

  it('lists the cups, each with its open matches', async () => {
    const cups = (await get('/match/getCupsForMenu')).data;
    const names = cups.map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['ICC T20 World Cup', 'UEFA Champions League', 'Wimbledon']));
    const ucl = cups.find((c: { name: string }) => c.name === 'UEFA Champions League');
    expect(ucl.matches.length).toBe(3);
    expect(ucl.matches.every((m: { series_id: number }) => m.series_id === ucl.series_id)).toBe(true);
  });

  it('requires a login for every catalog call, even with a well-formed payload', async () => {
    const calls = [
      ['POST', 'sport/getSports', {}],
      ['POST', 'series/getSeriesHeader', { is_sidebar_call: 1 }],
      ['GET', 'casino/getCasinoSport', undefined],
      ['POST', 'match/searchByMatchNameHeader', { search: 'india' }],
      ['GET', 'match/getCupsForMenu', undefined],
      ['POST', 'series/getSeries', { sport_id: 4 }],
      ['POST', 'match/getMatches', { sport_id: 4 }],
      ['POST', 'match/getMatchVenueListByCountryCodeSportId', { sport_id: 7, country: 'all', date: '2025-01-01' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await s.ctx.app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers getSports without a body', async () => {
    const res = await s.ctx.app.inject({ method: 'POST', url: '/api/sport/getSports', headers: s.headers });
    // Every sport, inactive ones too: the family's ten and the hidden Binary and Matka of migration 0011.
    expect(res.json().data.length).toBe(12);
  });
});
