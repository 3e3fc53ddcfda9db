import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { compose } from '../apps/server/src/compose.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase } from '../apps/server/src/db/create-database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedUsers } from '../apps/server/src/db/seed/seed-users.ts';
import type { BenchResult } from './bench-result.ts';

const CUSTOMERS = 100_000;
const SAMPLES = 300;
const GOAL_MS = 100;

const p99 = (ms: number[]) => [...ms].sort((a, b) => a - b)[Math.ceil(ms.length * 0.99) - 1]!;

/**
 * Issue 11: the console's downline list with 100,000 customers under one master, on SQLite, through
 * the whole HTTP stack (app.inject: routing, auth, validation, serialization). Pages are picked at
 * random across the level, in the default order and sorted by balance, and searched.
 */
async function run(): Promise<BenchResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-bench-downline-'));
  const database = await createDatabase({ dataDir });
  try {
    await migrateToLatest(database);
    const now = Date.now();
    await seedUsers(
      database.db,
      [
        { userName: 'admin', password: 'bench1234', name: 'Admin', role: 'admin' },
        { userName: 'master', password: 'bench1234', name: 'Master', role: 'master', parent: 'admin', partnership: 50 },
      ],
      now,
    );
    const master = database.sqlite!.prepare(`SELECT user_id FROM users WHERE user_name = 'master'`).get() as { user_id: number };
    // A fixture, written straight to the tables in one transaction: the balances need no ledger here.
    const addUser = database.sqlite!.prepare(
      `INSERT INTO users (user_name, user_name_key, name, password_hash, role, parent_id, created_at) VALUES (?, ?, ?, '!', 'customer', ?, ?)`,
    );
    const addAccount = database.sqlite!.prepare(`INSERT INTO accounts (user_id, kind, balance) VALUES (?, ?, ?)`);
    database.sqlite!.transaction(() => {
      for (let i = 0; i < CUSTOMERS; i++) {
        const name = `cust${String(i).padStart(6, '0')}`;
        const id = Number(addUser.run(name, name, name, master.user_id, now + i).lastInsertRowid);
        addAccount.run(id, 'CUSTOMER_MAIN', (i * 7919) % 10_000_000);
        addAccount.run(id, 'CUSTOMER_EXPOSURE', (i * 104_729) % 100_000);
      }
    })();
    database.sqlite!.exec('ANALYZE');
    const services = compose(
      loadConfig({ LOG_LEVEL: 'silent', SIMULATOR: 'off', SEED_DEMO: 'off', ADMIN_PASSWORD: 'bench1234' }),
      database,
    );
    const app = await buildApp({ services, webDist: '/nonexistent' });
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/user/login', payload: { user_name: 'master', password: 'bench1234' } });
    const headers = { authorization: `Bearer ${login.json().data.token as string}` };
    const pages = CUSTOMERS / 25;
    const measure = async (body: (i: number) => object) => {
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const payload = body(i);
        const started = performance.now();
        const res = await app.inject({ method: 'POST', url: '/api/admin/user/list', headers, payload });
        times.push(performance.now() - started);
        if (!res.json().status) throw new Error(`admin/user/list failed: ${res.body}`);
      }
      return p99(times);
    };
    const page = (i: number) => 1 + ((i * 7_919) % pages);
    const byName = await measure((i) => ({ page: page(i), limit: 25 }));
    const byBalance = await measure((i) => ({ page: page(i), limit: 25, sort: 'balance', order: 'desc' }));
    const searched = await measure((i) => ({ page: 1, limit: 25, search: String(i % 1000).padStart(3, '0') }));
    await app.close();
    const row = (name: string, value: number, note: string): BenchResult => ({
      name,
      value,
      unit: 'ms p99',
      baseline: 'goal',
      baseline_value: GOAL_MS,
      ratio: value / GOAL_MS,
      note,
    });
    return [
      row('downline list, 100k under one master', byName, `SQLite, ${SAMPLES} random pages of 25 by user name, through HTTP (inject)`),
      row('downline list sorted by balance', byBalance, 'the same, sorted by balance (a sort over the whole level)'),
      row('downline search', searched, 'user names containing 3 digits, whole subtree'),
    ];
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export default { name: 'downline-list', run };
