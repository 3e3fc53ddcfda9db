import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { urlWithSchema } from '../helpers/test-app.ts';

const url = process.env.TEST_DATABASE_URL;
const main = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function isLeader(port: number): Promise<boolean> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  return /^leader 1$/m.test(text);
}

async function until(condition: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await condition().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(Boolean(url))('two server processes on one PostgreSQL database', () => {
  const schema = `leader_${randomBytes(5).toString('hex')}`;
  const databaseUrl = urlWithSchema(url, schema);
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) c.kill('SIGKILL');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  const start = async (port: number) => {
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', SIMULATOR: 'on', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => d.toString().includes('Exchange running') && resolve());
      child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
    });
    return child;
  };

  it('runs the demo world and the table clocks on one process, and another takes over within 5 s of a kill -9', async () => {
    const setup = new pg.Client({ connectionString: url });
    await setup.connect();
    await setup.query(`CREATE SCHEMA ${schema}`);
    await setup.end();
    const ports = [await freePort(), await freePort()];
    await start(ports[0]!);
    await start(ports[1]!);
    await until(async () => (await isLeader(ports[0]!)) !== (await isLeader(ports[1]!)), 5_000);
    const leaderIndex = (await isLeader(ports[0]!)) ? 0 : 1;
    const leader = children[leaderIndex]!;
    const follower = ports[1 - leaderIndex]!;

    const db = new pg.Pool({ connectionString: databaseUrl });
    const rounds = async () => Number((await db.query('SELECT count(*) AS n FROM table_rounds')).rows[0].n);
    await until(async () => (await rounds()) >= 6, 10_000);

    leader.kill('SIGKILL');
    const tookOver = await until(() => isLeader(follower), 5_000);
    expect(tookOver).toBeLessThan(5_000);
    const before = await rounds();
    await until(async () => (await rounds()) > before, 30_000);

    // No seat of a chain was dealt twice (the database's own unique index holds it too).
    const seats = await db.query('SELECT chain_id, nonce, count(*) AS n FROM table_rounds GROUP BY chain_id, nonce HAVING count(*) > 1');
    expect(seats.rows).toEqual([]);
    await db.end();

    const login = await fetch(`http://127.0.0.1:${follower}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: 'admin1234' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const audit = await fetch(`http://127.0.0.1:${follower}/api/admin/audit/ledger`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await audit.json()) as { data: { differences: unknown[] } }).data.differences).toEqual([]);
  });
});
