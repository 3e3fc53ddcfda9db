import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlWithSchema } from '../helpers/test-app.ts';

const url = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely in the test
type Answer = { httpStatus: number; status: boolean; code?: string; data: any };

type Call = (token: string | null, path: string, body: unknown) => Promise<Answer>;

/** A real server process (src/main.ts) on a free port, resolved with the port once it listens. */
async function serverProcess(env: NodeJS.ProcessEnv, children: ChildProcess[]): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => probe.once('listening', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return port;
}

/** POST to the API of the process on `port`, with the HTTP status beside the envelope. */
const caller =
  (port: number): Call =>
  async (token, path, body) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { httpStatus: res.status, ...((await res.json()) as Omit<Answer, 'httpStatus'>) };
  };

// Two server processes on one PostgreSQL database, their bus Redis or LISTEN/NOTIFY: the
// operator's change, answered by process A, is in force for the customer's next request on
// process B, which checked (and remembered) the customer's token a moment before.
const buses = [
  { bus: 'Redis', redis: redisUrl },
  { bus: 'LISTEN/NOTIFY', redis: undefined },
];
describe.runIf(Boolean(url && redisUrl)).each(buses)("an operator's change of account states on another process, bus $bus", ({ redis }) => {
  const schema = `states_${randomBytes(5).toString('hex')}`;
  const databaseUrl = urlWithSchema(url, schema);
  const children: ChildProcess[] = [];
  const pool = new pg.Pool({ connectionString: databaseUrl });
  let a: Call;
  let b: Call;
  let portB: number;
  let admin: string;
  let matchId: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the created market as answered
  let market: any;
  beforeAll(async () => {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA ${schema}`);
    await setup.end();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'off',
      SIMULATOR: 'off',
      ADMIN_PASSWORD: 'admin1234',
    };
    delete env.REDIS_URL;
    if (redis) env.REDIS_URL = redis;
    // The first process migrates and seeds; the second starts once it is listening.
    a = caller(await serverProcess(env, children));
    portB = await serverProcess(env, children);
    b = caller(portB);
    admin = (await a(null, 'user/login', { user_name: 'admin', password: 'admin1234' })).data.token as string;
    const series = await pool.query(
      `INSERT INTO series (sport_id, name, is_active, is_header, is_cup) VALUES (4, 'States series', 1, 0, 0) RETURNING series_id`,
    );
    const open = { sport_id: 4, series_id: Number(series.rows[0].series_id), name: 'A v B', open_date: Date.now() + 3_600_000 };
    matchId = (await a(admin, 'admin/match/create', open)).data.match_id as number;
    const runners = [{ name: 'A' }, { name: 'B' }];
    market = (await a(admin, 'admin/market/create', { match_id: matchId, name: 'Match Odds', market_type: 'MATCH_ODDS', runners })).data;
  }, 120_000);
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    await pool.end();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  let names = 0;
  /** A customer with ₹1,000, logged in on process B. */
  const customerOnB = async () => {
    const userName = `two${++names}`;
    const created = await a(admin, 'admin/user/create', { user_name: userName, password: 'secret123', name: userName, role: 'customer' });
    const userId = created.data.user_id as number;
    await a(admin, 'admin/wallet/credit', { user_id: userId, amount: 1000, remark: 'opening' });
    const token = (await b(null, 'user/login', { user_name: userName, password: 'secret123' })).data.token as string;
    const change = { master_password: 'secret123', new_password: 'secret456', confirm_password: 'secret456' };
    expect((await b(token, 'user/changePassword', change)).status).toBe(true);
    return { userId, token };
  };
  /**
   * A fresh customer: B checks and remembers its token with a placed bet of ₹10, A saves the
   * change, B gets the next bet (of `stack`) right after A's answer, then a read; nothing moved.
   * Resolves with the bet's answer and the read's HTTP status.
   */
  const nextBetOnB = async (path: string, change: object, stack: number) => {
    const c = await customerOnB();
    const selection = market.runners[0].selection_id as number;
    const bet = (s: number) =>
      b(c.token, 'bet/placeMarketBet', {
        match_id: matchId,
        market_id: market.market_id,
        selection_id: selection,
        is_back: true,
        odds: 2,
        stack: s,
      });
    const money = async () => ({
      accounts: (await pool.query('SELECT kind, balance FROM accounts WHERE user_id = $1 ORDER BY kind', [c.userId])).rows,
      bets: Number((await pool.query('SELECT count(*) AS n FROM bets WHERE user_id = $1', [c.userId])).rows[0].n),
    });
    expect(await bet(10)).toMatchObject({ status: true });
    const before = await money();
    expect(await a(admin, path, { user_id: c.userId, ...change })).toMatchObject({ status: true });
    const answer = await bet(stack);
    // And at once a read on B, whose check of the token a moment ago was remembered.
    const read = await fetch(`http://127.0.0.1:${portB}/api/user/getUserBalance`, { headers: { authorization: `Bearer ${c.token}` } });
    expect(await money()).toEqual(before);
    return { answer, read: read.status };
  };

  it('refuses the bet with BET_LOCKED after the bet lock', async () => {
    const { answer } = await nextBetOnB('admin/user/status', { bet_lock: '1' }, 10);
    expect(answer).toMatchObject({ httpStatus: 200, status: false, code: 'BET_LOCKED' });
  });

  it('answers the bet and the next read 401 after the user lock', async () => {
    const { answer, read } = await nextBetOnB('admin/user/status', { user_lock: '1' }, 10);
    expect(answer).toMatchObject({ httpStatus: 401, status: false });
    expect(read).toBe(401);
  });

  it('holds the bet to an exposure limit', async () => {
    // ₹10 at risk: a limit of ₹10 leaves no room.
    const { answer } = await nextBetOnB('admin/user/limits', { exposure_limit: 10 }, 10);
    expect(answer).toMatchObject({ status: false, code: 'ACCOUNT_EXPOSURE_LIMIT' });
  });

  it('holds the bet to stake limits', async () => {
    expect((await nextBetOnB('admin/user/limits', { max_stack: 50 }, 60)).answer).toMatchObject({ status: false, code: 'STAKE_TOO_HIGH' });
    expect((await nextBetOnB('admin/user/limits', { min_stack: 20 }, 15)).answer).toMatchObject({ status: false, code: 'STAKE_TOO_LOW' });
  });

  it('leaves the ledger and the balances agreeing', async () => {
    const audit = await fetch(`http://127.0.0.1:${portB}/api/admin/audit/ledger`, { headers: { authorization: `Bearer ${admin}` } });
    expect(((await audit.json()) as { data: { differences: unknown[] } }).data.differences).toEqual([]);
  });
});
