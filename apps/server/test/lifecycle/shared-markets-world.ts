import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { urlWithSchema } from '../helpers/test-app.ts';
import { freePort, until } from './server-process.ts';

export { until };

const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read freely in the tests
export type Answer = { status: boolean; code?: string; message: string; data: any; http: number };

/** One server process of the world: its port and child. */
export interface Server {
  port: number;
  child: ChildProcess;
}

/**
 * Server processes (real ones, `src/main.ts`) on one fresh PostgreSQL schema with Redis, and the
 * operator calls the tests need: a match, markets, funded customers, metrics.
 */
export class SharedMarketsWorld {
  readonly servers: Server[] = [];
  readonly pool: pg.Pool;
  admin = '';

  private constructor(
    private readonly url: string,
    readonly schema: string,
  ) {
    this.pool = new pg.Pool({ connectionString: urlWithSchema(url, schema) });
  }

  static async create(url: string, processes: number): Promise<SharedMarketsWorld> {
    const schema = `owners_${randomBytes(5).toString('hex')}`;
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA ${schema}`);
    await setup.end();
    const world = new SharedMarketsWorld(url, schema);
    // The first process migrates; the others start once it listens.
    for (let i = 0; i < processes; i++) await world.start();
    world.admin = (await world.call(0, null, 'user/login', { user_name: 'admin', password: 'admin1234' })).data.token as string;
    return world;
  }

  async start(): Promise<Server> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: {
        ...process.env,
        DATABASE_URL: urlWithSchema(this.url, this.schema),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'off',
        SIMULATOR: 'off',
        ADMIN_PASSWORD: 'admin1234',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const server = { port, child };
    this.servers.push(server);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    return server;
  }

  async close(): Promise<void> {
    for (const s of this.servers) s.child.kill('SIGKILL');
    await this.pool.end();
    const client = new pg.Client({ connectionString: this.url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`);
    await client.end();
  }

  /** The first process still running: the operator's calls go there (a test may have killed process 0). */
  firstRunning(): number {
    const i = this.servers.findIndex((s) => s.child.exitCode === null && s.child.signalCode === null);
    if (i < 0) throw new Error('no server process is running');
    return i;
  }

  async call(i: number, token: string | null, path: string, body?: unknown): Promise<Answer> {
    const res = await fetch(`http://127.0.0.1:${this.servers[i]!.port}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    return { ...((await res.json()) as Omit<Answer, 'http'>), http: res.status };
  }

  async match(): Promise<number> {
    const series = await this.pool.query(
      `INSERT INTO series (sport_id, name, is_active, is_header, is_cup) VALUES (4, 'Owners series', 1, 0, 0) RETURNING series_id`,
    );
    const body = { sport_id: 4, series_id: Number(series.rows[0].series_id), name: 'A v B', open_date: Date.now() + 3_600_000 };
    return (await this.call(this.firstRunning(), this.admin, 'admin/match/create', body)).data.match_id as number;
  }

  async market(matchId: number): Promise<{ marketId: number; sel: number[] }> {
    const body = { match_id: matchId, name: 'Match Odds', market_type: 'MATCH_ODDS', runners: [{ name: 'A' }, { name: 'B' }] };
    const m = (await this.call(this.firstRunning(), this.admin, 'admin/market/create', body)).data;
    return { marketId: m.market_id as number, sel: m.runners.map((r: { selection_id: number }) => r.selection_id) as number[] };
  }

  /** A customer holding `rupees`, logged in (through the last process) with their own password. */
  async customer(name: string, rupees: number): Promise<{ userId: number; token: string }> {
    const body = { user_name: name, password: 'secret123', name, role: 'customer' };
    const userId = (await this.call(this.firstRunning(), this.admin, 'admin/user/create', body)).data.user_id as number;
    await this.call(this.firstRunning(), this.admin, 'admin/wallet/credit', { user_id: userId, amount: rupees, remark: 'opening' });
    const last = this.servers.length - 1;
    const token = (await this.call(last, null, 'user/login', { user_name: name, password: 'secret123' })).data.token as string;
    const change = { master_password: 'secret123', new_password: 'secret456', confirm_password: 'secret456' };
    if (!(await this.call(last, token, 'user/changePassword', change)).status) throw new Error('password not changed');
    return { userId, token };
  }

  /** A figure of a process's /metrics (summed over its labels). */
  async metric(i: number, name: string): Promise<number> {
    const text = await (await fetch(`http://127.0.0.1:${this.servers[i]!.port}/metrics`)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith(`${name} `) || line.startsWith(`${name}{`))
      .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  }

  /** The index of the process owning the market (its member name carries its pid). */
  async ownerOf(marketId: number): Promise<number> {
    const { rows } = await this.pool.query('SELECT owner FROM market_shard_leases WHERE shard = $1', [marketId % 60]);
    const pid = Number(String(rows[0]?.owner ?? '').split(':')[1]);
    return this.servers.findIndex((s) => s.child.pid === pid);
  }

  /** Waits until every live process owns its even share of the shards. */
  async balanced(live: number[], ms = 15_000): Promise<void> {
    await until(async () => {
      const owned = await Promise.all(live.map((i) => this.metric(i, 'market_shards_owned')));
      return owned.reduce((a, b) => a + b, 0) === 60 && owned.every((n) => Math.abs(n - 60 / live.length) < 1);
    }, ms);
  }

  async auditDifferences(i: number): Promise<unknown[]> {
    const audit = await fetch(`http://127.0.0.1:${this.servers[i]!.port}/api/admin/audit/ledger`, {
      headers: { authorization: `Bearer ${this.admin}` },
    });
    return ((await audit.json()) as { data: { differences: unknown[] } }).data.differences;
  }
}
