import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestContext } from '../helpers/test-app.ts';
import { seedDatabase } from '../../src/db/seed/seed-database.ts';
import { login } from '../auth/login-as.ts';
import { tableTypes } from '@bx/contract';
import { TABLES } from '@bx/games';

const tables = ['users', 'sports', 'series', 'matches', 'casino_sports', 'global_settings', 'button_values'] as const;

describe.each(testDialects())('seed on %s', (dialect) => {
  describe('with SEED_DEMO on', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect);
    });
    afterAll(async () => ctx?.close());

    const counts = async () => {
      const out: Record<string, number> = {};
      for (const t of tables) {
        const row = await ctx.database.db
          .selectFrom(t)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        out[t] = Number(row.n);
      }
      return out;
    };

    it('is idempotent: a second run adds nothing', async () => {
      const before = await counts();
      const names = (await ctx.database.db.selectFrom('users').select('user_name').execute()).map((u) => u.user_name);
      expect(names).toEqual(expect.arrayContaining(['admin', 'demo', 'demo_signup', 'demo_new']));
      // The family's ten, and the hidden Binary and Matka sports of migration 0011 (inactive: no menu lists them).
      expect(before.sports).toBe(12);
      expect(before.matches).toBeGreaterThan(100);
      const again = await seedDatabase(ctx.services);
      expect(await counts()).toEqual(before);
      expect(again.accounts.map((a) => a.userName)).toEqual([
        'admin',
        'admin2',
        'demo',
        'demo_signup',
        'demo_new',
        'demo_master',
        'demo_agent',
        'demo_client1',
        'demo_client2',
      ]);
    });

    it('seeds past, in-play and upcoming matches', async () => {
      const rows = await ctx.database.db.selectFrom('matches').select(['status', 'open_date']).where('venue', 'is', null).execute();
      const now = Date.now();
      expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['CLOSED', 'IN_PLAY', 'UPCOMING']));
      for (const r of rows) {
        if (r.status === 'UPCOMING') expect(Number(r.open_date)).toBeGreaterThan(now - 60_000);
        else expect(Number(r.open_date)).toBeLessThan(now);
      }
    });

    it('tops up the races of a later day without touching existing ones', async () => {
      const before = await ctx.database.db.selectFrom('matches').select('match_id').where('venue', 'is not', null).execute();
      await seedDatabase(ctx.services, Date.now() + 24 * 60 * 60 * 1000);
      const after = await ctx.database.db.selectFrom('matches').select('match_id').where('venue', 'is not', null).execute();
      expect(after.length).toBeGreaterThan(before.length);
      expect(after.length).toBeLessThan(before.length * 2);
    });
  });

  describe('with SEED_DEMO off', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { env: { SEED_DEMO: 'off', ADMIN_PASSWORD: 'operator-secret-1' } });
    });
    afterAll(async () => ctx?.close());

    it('creates only the operator with ADMIN_PASSWORD, the reference data and no demo world', async () => {
      const users = await ctx.database.db.selectFrom('users').select(['user_name', 'role']).execute();
      expect(users).toEqual([{ user_name: 'admin', role: 'admin' }]);
      expect((await login(ctx.app, 'admin', 'operator-secret-1')).status).toBe(true);
      // The six casino tables are the product, not the demo world: they are there either way.
      const matches = await ctx.database.db.selectFrom('matches').select('match_id').orderBy('match_id').execute();
      expect(matches.map((m) => m.match_id)).toEqual(tableTypes.map((t) => TABLES[t].matchId).sort((a, b) => a - b));
      expect((await ctx.app.inject({ method: 'GET', url: '/api/globalSetting/getGlobalSetting' })).json().status).toBe(true);
      expect((await seedDatabase(ctx.services)).accounts).toEqual([]);
    });
  });
});
