import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MoneyWorld } from '../trading/money-fixture.ts';
import { urlWithSchema } from '../helpers/test-app.ts';

const MARKETS = 10;
const BETS = 200;

/** 200 lays of ₹50 @ 3.0 (₹100 liability each) over 10 markets, for a customer holding ₹1,000. */
function placements(matchId: number, markets: { marketId: number; sel: number[] }[]) {
  return Array.from({ length: BETS }, (_, i) => {
    const m = markets[i % MARKETS]!;
    return { match_id: matchId, market_id: m.marketId, selection_id: m.sel[(i >> 4) % 2]!, is_back: false, odds: 3.0, stack: 50 };
  });
}

async function accepted(w: MoneyWorld, userId: number) {
  const balance = await w.ctx.database.db.selectFrom('accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();
  const main = balance.find((b) => b.kind === 'CUSTOMER_MAIN')!.balance;
  const held = balance.find((b) => b.kind === 'CUSTOMER_EXPOSURE')!.balance;
  return { main, held };
}

describe('the funds check is atomic with placement', () => {
  it('keeps 200 parallel placements across 10 markets within the balance (SQLite, one process)', async () => {
    const w = await MoneyWorld.create('sqlite');
    try {
      const matchId = await w.match();
      const markets = [];
      for (let i = 0; i < MARKETS; i++) markets.push(await w.market(matchId, ['A', 'B']));
      const c = await w.customer(1000);
      const answers = await Promise.all(placements(matchId, markets).map((body) => w.call(c.token, 'bet/placeMarketBet', body)));
      const ok = answers.filter((a) => a.status).length;
      expect(answers.filter((a) => !a.status).every((a) => a.code === 'INSUFFICIENT_FUNDS')).toBe(true);
      const { main, held } = await accepted(w, c.userId);
      expect(main).toBeGreaterThanOrEqual(0);
      expect(main + held).toBe(100_000);
      expect(held).toBeLessThanOrEqual(100_000);
      expect(ok).toBeGreaterThan(0);
      await w.expectAuditClean();
    } finally {
      await w.close();
    }
  });

  const url = process.env.TEST_DATABASE_URL;
  describe.runIf(Boolean(url))('on PostgreSQL with two server processes', () => {
    const schema = `race_${randomBytes(5).toString('hex')}`;
    const servers: ChildProcess[] = [];
    afterAll(async () => {
      for (const s of servers) s.kill('SIGTERM');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });

    it('keeps 200 placements split over two processes within the balance', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
      const databaseUrl = urlWithSchema(url, schema);
      const ports = [
        31000 + Number.parseInt(randomBytes(1).toString('hex'), 16),
        32000 + Number.parseInt(randomBytes(1).toString('hex'), 16),
      ];
      const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
      for (const [i, port] of ports.entries()) {
        // The first process migrates and seeds; the second starts once it is listening.
        const child = spawn(process.execPath, ['--import', 'tsx', main], {
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            PORT: String(port),
            HOST: '127.0.0.1',
            SEED_DEMO: 'off',
            SIMULATOR: 'off',
            ADMIN_PASSWORD: 'admin1234',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        servers.push(child);
        await new Promise<void>((resolve, reject) => {
          child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
          child.once('exit', (code) => reject(new Error(`server ${i} exited ${code}`)));
        });
      }
      const base = ports.map((p) => `http://127.0.0.1:${p}/api/`);
      const call = async (i: number, token: string | null, path: string, body: unknown) => {
        const res = await fetch(base[i]! + path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        });
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely in the test
        return res.json() as Promise<{ status: boolean; code?: string; data: any }>;
      };
      const admin = (await call(0, null, 'user/login', { user_name: 'admin', password: 'admin1234' })).data.token as string;
      const pool = new pg.Pool({ connectionString: databaseUrl });
      const series = await pool.query(
        `INSERT INTO series (sport_id, name, is_active, is_header, is_cup) VALUES (4, 'Race series', 1, 0, 0) RETURNING series_id`,
      );
      const matchId = (
        await call(0, admin, 'admin/match/create', {
          sport_id: 4,
          series_id: Number(series.rows[0].series_id),
          name: 'A v B',
          open_date: Date.now() + 3_600_000,
        })
      ).data.match_id as number;
      const markets = [];
      for (let i = 0; i < MARKETS; i++) {
        const m = (
          await call(0, admin, 'admin/market/create', {
            match_id: matchId,
            name: 'Match Odds',
            market_type: 'MATCH_ODDS',
            runners: [{ name: 'A' }, { name: 'B' }],
          })
        ).data;
        markets.push({ marketId: m.market_id as number, sel: m.runners.map((r: { selection_id: number }) => r.selection_id) as number[] });
      }
      const userId = (
        await call(0, admin, 'admin/user/create', { user_name: 'racer', password: 'secret123', name: 'Racer', role: 'customer' })
      ).data.user_id as number;
      await call(0, admin, 'admin/wallet/credit', { user_id: userId, amount: 1000, remark: 'opening' });
      const token = (await call(1, null, 'user/login', { user_name: 'racer', password: 'secret123' })).data.token as string;
      // An operator-created user must replace the operator's password before betting.
      const body = { master_password: 'secret123', new_password: 'secret456', confirm_password: 'secret456' };
      expect((await call(1, token, 'user/changePassword', body)).status).toBe(true);
      const answers = await Promise.all(placements(matchId, markets).map((body, i) => call(i % 2, token, 'bet/placeMarketBet', body)));
      expect(answers.filter((a) => !a.status).every((a) => a.code === 'INSUFFICIENT_FUNDS')).toBe(true);
      const rows = await pool.query(`SELECT kind, balance FROM accounts WHERE user_id = $1`, [userId]);
      const mainBalance = Number(rows.rows.find((r) => r.kind === 'CUSTOMER_MAIN').balance);
      const held = Number(rows.rows.find((r) => r.kind === 'CUSTOMER_EXPOSURE').balance);
      const sumHeld = await pool.query(`SELECT COALESCE(SUM(exposure), 0) AS s FROM market_exposures WHERE user_id = $1`, [userId]);
      await pool.end();
      expect(mainBalance).toBeGreaterThanOrEqual(0);
      expect(mainBalance + held).toBe(100_000);
      expect(Number(sumHeld.rows[0].s)).toBe(held);
      expect(answers.filter((a) => a.status).length).toBeGreaterThan(0);
      const audit = await fetch(base[1]! + 'admin/audit/ledger', { headers: { authorization: `Bearer ${admin}` } }).then(
        (r) => r.json() as Promise<{ data: { differences: unknown[] } }>,
      );
      expect(audit.data.differences).toEqual([]);
    }, 90_000);
  });
});
