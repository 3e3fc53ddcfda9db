import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/test-app.ts';
import { withLoggedInApp } from '../auth/login-as.ts';

describe.each(testDialects())('match search on %s', (dialect) => {
  const s = withLoggedInApp(dialect);

  const search = async (text: string) => {
    const res = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/match/searchByMatchNameHeader',
      headers: s.headers,
      payload: { search: text },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as Record<string, { name: string; status: string }[]>;
  };

  it('finds matches case-insensitively, grouped by sport name', async () => {
    const data = await search('iNDiA');
    expect(Object.keys(data)).toEqual(['Cricket']);
    expect(data.Cricket!.map((m) => m.name)).toContain('India v Pakistan');
    const both = await search('AL');
    expect(Object.keys(both)).toEqual(expect.arrayContaining(['Cricket', 'Football', 'Tennis']));
  });

  it('leaves out closed matches', async () => {
    const data = await search('Mumbai Indians');
    expect(data).toEqual({});
  });

  it('answers nothing under 2 characters', async () => {
    expect(await search('a')).toEqual({});
    expect(await search('  ')).toEqual({});
  });

  it('treats %, _ and quotes as plain text', async () => {
    expect(await search('%%')).toEqual({});
    expect(await search('__')).toEqual({});
    expect(await search("' OR 1=1 --")).toEqual({});
    expect(await search("'; drop table matches; --")).toEqual({});
    await s.ctx.database.db
      .insertInto('matches')
      .values({
        sport_id: 4,
        series_id: null,
        name: "100% Cricket_Club v O'Brien XI",
        open_date: Date.now() + 3_600_000,
        status: 'UPCOMING',
        is_active: 1,
        country: null,
        country_code: null,
        venue: null,
      })
      .execute();
    expect((await search('100%'))['Cricket']?.map((m) => m.name)).toEqual(["100% Cricket_Club v O'Brien XI"]);
    expect((await search('t_c'))['Cricket']?.map((m) => m.name)).toEqual(["100% Cricket_Club v O'Brien XI"]);
    expect((await search("o'brien"))['Cricket']?.length).toBe(1);
    expect(await s.ctx.database.db.selectFrom('matches').select('match_id').limit(1).execute()).toHaveLength(1);
  });

  it('answers at most 50 matches', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      sport_id: 1,
      series_id: null,
      name: `Zeta United ${i} v Omega FC`,
      open_date: Date.now() + i * 60_000,
      status: 'UPCOMING' as const,
      is_active: 1,
      country: null,
      country_code: null,
      venue: null,
    }));
    await s.ctx.database.db.insertInto('matches').values(rows).execute();
    const data = await search('zeta united');
    expect(data.Football!.length).toBe(50);
  });

  it('rejects an over-long search with 400', async () => {
    const res = await s.ctx.app.inject({
      method: 'POST',
      url: '/api/match/searchByMatchNameHeader',
      headers: s.headers,
      payload: { search: 'x'.repeat(101) },
    });
    expect(res.statusCode).toBe(400);
  });
});
