import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type AppDatabase } from '../../src/db/create-database.ts';
import { auditLedger } from '../../src/modules/ledger/audit-ledger.ts';
import { testDialects, urlWithSchema } from '../helpers/test-app.ts';
import { freePort, isLeader, startServer, until } from './server-process.ts';
import { SharedMarketsWorld, type Answer } from './shared-markets-world.ts';

/** A call to a server process as `token` (the operator's, a customer's, or none); the answer must be a success. */
type Call = (token: string | null, path: string, body?: unknown) => Promise<Answer>;
type Customer = { userId: number; token: string };
type Market = { matchId: number; marketId: number; sel: number[] };
/** A customer's bets as stored (id and client_ref), oldest first. */
type BetsOf = (userId: number) => Promise<{ bet_id: number; client_ref: string | null }[]>;

/** Calls to the server process on `port()` (GET without a body); every answer must be a success. */
const callsTo =
  (port: () => number): Call =>
  async (token, path, body) => {
    const res = await fetch(`http://127.0.0.1:${port()}/api/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = { ...((await res.json()) as Omit<Answer, 'http'>), http: res.status };
    expect(answer, `${path}: ${answer.message}`).toMatchObject({ status: true });
    return answer;
  };

/**
 * Each customer backs A ₹100 at 2.0 against the maker's lay; the maker then backs A at 1.9 for
 * ₹500, so each one's cash-out value is 200/1.9 - 100 = +₹5.26, below every target here. Each
 * later back of the maker's at a shorter price raises it: +₹33.33 at 1.5 (lay ₹133.33), +₹42.85
 * at 1.4 (lay ₹142.85: +₹42.86 if A wins, +₹42.85 if B does; the quote rounds toward the
 * customer's worse side).
 */
async function backAtTwo(call: Call, m: Market, maker: Customer, customers: Customer[]): Promise<void> {
  const bet = { match_id: m.matchId, market_id: m.marketId, selection_id: m.sel[0], odds: 2.0, stack: 100 };
  for (const c of customers) {
    await call(maker.token, 'bet/placeMarketBet', { ...bet, is_back: false });
    expect((await call(c.token, 'bet/placeMarketBet', { ...bet, is_back: true })).data).toMatchObject({ matched_stack: 100 });
  }
  await makerBacks(call, m, maker, 1.9);
  for (const c of customers) expect((await call(c.token, 'bet/cashOutQuote', { market_id: m.marketId })).data.value).toBe(5.26);
}

async function setTarget(call: Call, m: Market, c: Customer, target: number): Promise<void> {
  const set = await call(c.token, 'bet/setAutoCashOut', { market_id: m.marketId, profit_target: target });
  expect(set.data).toMatchObject({ status: 'ACTIVE', profit_target: target });
}

/** The maker backs A at `odds` for ₹500: the best price for anyone else to lay A at. */
async function makerBacks(call: Call, m: Market, maker: Customer, odds: number): Promise<void> {
  await call(maker.token, 'bet/placeMarketBet', {
    match_id: m.matchId,
    market_id: m.marketId,
    selection_id: m.sel[0],
    is_back: true,
    odds,
    stack: 500,
  });
}

/** The customer's rule on the market: in force, or how it ended. */
async function ruleOf(call: Call, c: Customer, marketId: number) {
  const { rules, fired } = (await call(c.token, 'bet/getAutoCashOut', {})).data as Record<string, { market_id: number; status: string }[]>;
  return [...rules!, ...fired!].find((r) => r.market_id === marketId)!;
}

/** Waits (up to `ms`) until the customer's rule on the market is no longer in force. */
async function ruleEnded(call: Call, c: Customer, marketId: number, ms: number): Promise<void> {
  await until(async () => (await ruleOf(call, c, marketId)).status !== 'ACTIVE', ms);
}

/**
 * Fired exactly once at `value`, with no socket open: the rule is FIRED with one hedge bet, the
 * customer's only bet keyed auto-<rule> (legs are auto-<rule>#i), which with the back are all
 * their bets; the matched P&L is `value` on both runners (within the paisa) and nothing is held.
 */
async function expectFiredOnce(call: Call, betsOf: BetsOf, c: Customer, m: Market, value: number): Promise<void> {
  const rule = (await ruleOf(call, c, m.marketId)) as unknown as { status: string; fired_value: number; bet_ids: number[] };
  expect(rule).toMatchObject({ status: 'FIRED', fired_value: value });
  const bets = await betsOf(c.userId);
  const auto = bets.filter((b) => b.client_ref?.startsWith('auto-'));
  expect(auto.map((b) => Number(b.bet_id))).toEqual(rule.bet_ids);
  expect(auto.map((b) => b.client_ref)).toEqual([expect.stringMatching(/^auto-\d+#0$/)]);
  expect(bets).toHaveLength(2);
  const detail = await call(c.token, 'match/getMatchDetail', { match_id: m.matchId });
  const market = detail.data.markets.find((x: { market_id: number }) => x.market_id === m.marketId);
  // Equal on both runners to the paisa the hedge's stake was rounded by; the worse one is the value.
  const pnl = market.runner_json.map((r: { win_loss: number }) => r.win_loss) as number[];
  expect(Math.min(...pnl)).toBe(value);
  expect(Math.round((Math.max(...pnl) - value) * 100)).toBeLessThanOrEqual(1);
  expect((await call(c.token, 'user/getUserBalance')).data).toMatchObject({ liability: 0 });
}

/** A match-odds market with runners A and B under a new match of `seriesId`. */
async function newMarket(call: Call, admin: string, seriesId: number): Promise<Market> {
  const match = { sport_id: 4, series_id: seriesId, name: `A v B ${randomBytes(3).toString('hex')}`, open_date: Date.now() + 3_600_000 };
  const matchId = (await call(admin, 'admin/match/create', match)).data.match_id as number;
  const body = { match_id: matchId, name: 'Match Odds', market_type: 'MATCH_ODDS', runners: [{ name: 'A' }, { name: 'B' }] };
  const created = (await call(admin, 'admin/market/create', body)).data;
  return { matchId, marketId: created.market_id, sel: created.runners.map((r: { selection_id: number }) => r.selection_id) };
}

/** A customer holding `rupees`, logged in with their own password. */
async function newCustomer(call: Call, admin: string, name: string, rupees: number): Promise<Customer> {
  const userId = (await call(admin, 'admin/user/create', { user_name: name, password: 'secret123', name, role: 'customer' })).data
    .user_id as number;
  await call(admin, 'admin/wallet/credit', { user_id: userId, amount: rupees, remark: 'opening' });
  const token = (await call(null, 'user/login', { user_name: name, password: 'secret123' })).data.token as string;
  await call(token, 'user/changePassword', { master_password: 'secret123', new_password: 'secret456', confirm_password: 'secret456' });
  return { userId, token };
}

/** Sends `signal` and resolves once the process has ended. */
async function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

describe.each(testDialects())('auto cash out across server restarts on %s (real processes)', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'bx-auto-'));
  const schema = `auto_${randomBytes(5).toString('hex')}`;
  const url = process.env.TEST_DATABASE_URL;
  let database: AppDatabase;
  let child: ChildProcess | null = null;
  let port = 0;
  const call = callsTo(() => port);
  const betsOf: BetsOf = (userId) =>
    database.db.selectFrom('bets').select(['bet_id', 'client_ref']).where('user_id', '=', userId).orderBy('bet_id').execute();
  const start = async () => {
    port = await freePort();
    const databaseUrl = dialect === 'postgres' ? urlWithSchema(url, schema) : '';
    // One process: on PostgreSQL it leads (and owns every market) alone.
    child = await startServer(port, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'off',
      SIMULATOR: 'off',
      ADMIN_PASSWORD: 'admin1234',
    });
    if (dialect === 'postgres') await until(() => isLeader(port), 10_000);
  };

  beforeAll(async () => {
    // Opened first on PostgreSQL so the schema exists before the server migrates it.
    database = await createDatabase(dialect === 'postgres' ? { databaseUrl: url, dataDir, pgSchema: schema } : { dataDir });
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    if (dialect === 'postgres') await database?.pool?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps rules through a SIGTERM and a kill -9 and fires each once when its target is crossed, with no socket open; never a cleared rule, nor on a suspended market; the ledger audit is clean', async () => {
    await start();
    const admin = (await call(null, 'user/login', { user_name: 'admin', password: 'admin1234' })).data.token as string;
    const series = await database.db
      .insertInto('series')
      .values({ sport_id: 4, name: 'Auto series', is_active: 1, is_header: 0, is_cup: 0 })
      .returning('series_id')
      .executeTakeFirstOrThrow();
    const m = await newMarket(call, admin, Number(series.series_id));
    const maker = await newCustomer(call, admin, 'automaker', 100_000);
    const c = await newCustomer(call, admin, 'autoc', 1_000);
    const d = await newCustomer(call, admin, 'autod', 1_000);
    const e = await newCustomer(call, admin, 'autoe', 1_000);
    const f = await newCustomer(call, admin, 'autof', 1_000);
    await backAtTwo(call, m, maker, [c, d, e]);
    // c takes +₹30 and d +₹40: the first crossing fires c only, the second d. e's +₹30 is cleared.
    await setTarget(call, m, c, 30);
    await setTarget(call, m, d, 40);
    await setTarget(call, m, e, 30);
    await call(e.token, 'bet/clearAutoCashOut', { market_id: m.marketId });
    // f's market is suspended with the value already past f's target: the rule waits.
    const suspended = await newMarket(call, admin, Number(series.series_id));
    await backAtTwo(call, suspended, maker, [f]);
    await makerBacks(call, suspended, maker, 1.5);
    await call(admin, 'admin/market/status', { market_id: suspended.marketId, status: 'SUSPENDED' });
    await setTarget(call, suspended, f, 30);

    await stopped(child!, 'SIGTERM');
    await start();
    // Through the API of the restarted process; nobody listens on a socket.
    await makerBacks(call, m, maker, 1.5);
    await ruleEnded(call, c, m.marketId, 30_000);
    await expectFiredOnce(call, betsOf, c, m, 33.33);
    expect((await ruleOf(call, d, m.marketId)).status).toBe('ACTIVE');

    // A kill -9 after the fire: the next start evaluates d's rule again, and c's not at all.
    await stopped(child!, 'SIGKILL');
    await start();
    await makerBacks(call, m, maker, 1.4);
    await ruleEnded(call, d, m.marketId, 30_000);
    await expectFiredOnce(call, betsOf, d, m, 42.85);
    await expectFiredOnce(call, betsOf, c, m, 33.33);
    // The cleared rule never fired; the suspended market's rule waited through both starts and fires once it opens.
    expect((await call(e.token, 'bet/getAutoCashOut', {})).data).toMatchObject({ rules: [], fired: [] });
    expect(await betsOf(e.userId)).toHaveLength(1);
    expect((await ruleOf(call, f, suspended.marketId)).status).toBe('ACTIVE');
    expect(await betsOf(f.userId)).toHaveLength(1);
    await call(admin, 'admin/market/status', { market_id: suspended.marketId, status: 'OPEN' });
    await ruleEnded(call, f, suspended.marketId, 30_000);
    await expectFiredOnce(call, betsOf, f, suspended, 33.33);
    expect(await auditLedger(database.db)).toEqual([]);
  }, 180_000);
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('auto cash out on two server processes (PostgreSQL)', () => {
  let world: SharedMarketsWorld;
  afterAll(async () => world?.close());

  it('fires on the leader for a market it does not own, and on the follower once it leads after a kill -9 of the leader; each once', async () => {
    world = await SharedMarketsWorld.create(url!, 2);
    const leader = (await Promise.all(world.servers.map((s) => isLeader(s.port)))).indexOf(true);
    expect(leader).toBeGreaterThanOrEqual(0);
    const follower = 1 - leader;
    // With Redis each market's book has one owner: wait for the follower to hold its half.
    if (process.env.REDIS_URL) await world.balanced([0, 1]);
    // Calls go through the follower: it outlives the leader.
    const call = callsTo(() => world.servers[follower]!.port);
    const betsOf: BetsOf = async (userId) =>
      (await world.pool.query('SELECT bet_id, client_ref FROM bets WHERE user_id = $1 ORDER BY bet_id', [userId])).rows;
    const series = await world.pool.query(
      `INSERT INTO series (sport_id, name, is_active, is_header, is_cup) VALUES (4, 'Auto series', 1, 0, 0) RETURNING series_id`,
    );
    const seriesId = Number(series.rows[0].series_id);
    // A market the follower owns: the leader's watcher quotes and cashes it out through the owner.
    let m = await newMarket(call, world.admin, seriesId);
    while ((await world.ownerOf(m.marketId)) === leader) m = await newMarket(call, world.admin, seriesId);
    const maker = await newCustomer(call, world.admin, 'pgmaker', 100_000);
    const c = await newCustomer(call, world.admin, 'pgc', 1_000);
    const d = await newCustomer(call, world.admin, 'pgd', 1_000);
    await backAtTwo(call, m, maker, [c, d]);
    await setTarget(call, m, c, 30);
    await setTarget(call, m, d, 40);
    // A quote asked of the leader, which does not own the book, is the owner's.
    expect((await callsTo(() => world.servers[leader]!.port)(c.token, 'bet/cashOutQuote', { market_id: m.marketId })).data.value).toBe(
      5.26,
    );

    // Both alive: the leader fires c's rule (its sweep sees the follower's commit).
    await makerBacks(call, m, maker, 1.5);
    await ruleEnded(call, c, m.marketId, 30_000);
    await expectFiredOnce(call, betsOf, c, m, 33.33);
    expect((await ruleOf(call, d, m.marketId)).status).toBe('ACTIVE');

    world.servers[leader]!.child.kill('SIGKILL');
    await until(() => isLeader(world.servers[follower]!.port), 10_000);
    await makerBacks(call, m, maker, 1.4);
    await ruleEnded(call, d, m.marketId, 30_000);
    await expectFiredOnce(call, betsOf, d, m, 42.85);
    await expectFiredOnce(call, betsOf, c, m, 33.33);
    expect(await world.auditDifferences(follower)).toEqual([]);
  }, 180_000);
});
