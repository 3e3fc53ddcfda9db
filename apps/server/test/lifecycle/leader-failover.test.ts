import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isLeader, ServerCluster, until } from './server-process.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('two server processes on one PostgreSQL database', () => {
  const cluster = new ServerCluster(url!, 'leader');
  afterAll(() => cluster.close());

  it('runs the demo world and the table clocks on one process, and another takes over within 5 s of a kill -9', async () => {
    await cluster.start(2);
    const leaderIndex = await cluster.leaderIndex(5_000);
    const leader = cluster.children[leaderIndex]!;
    const follower = cluster.ports[1 - leaderIndex]!;

    const db = new pg.Pool({ connectionString: cluster.databaseUrl });
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
  }, 180_000);
});
