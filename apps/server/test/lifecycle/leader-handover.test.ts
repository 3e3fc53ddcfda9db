import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isLeader, ServerCluster, until } from './server-process.ts';

const url = process.env.TEST_DATABASE_URL;

/** One look at both processes: `follower` asked first, then `leader` (see the test for why). */
interface Sample {
  at: number;
  follower: boolean;
  leader: boolean;
}

describe.runIf(Boolean(url))('a graceful stop of the leader (rolling restart)', () => {
  const cluster = new ServerCluster(url!, 'handover');
  afterAll(() => cluster.close());

  it('hands leadership to the other process within 2 s, never two leaders at once, and the tables deal on', async () => {
    await cluster.start(2);
    const leaderIndex = await cluster.leaderIndex(5_000);
    const leader = cluster.children[leaderIndex]!;
    const [leaderPort, followerPort] = [cluster.ports[leaderIndex]!, cluster.ports[1 - leaderIndex]!];
    const db = new pg.Pool({ connectionString: cluster.databaseUrl });
    const rounds = async () => Number((await db.query('SELECT count(*) AS n FROM table_rounds')).rows[0].n);
    await until(async () => (await rounds()) >= 3, 10_000);

    // Once stopping, the old leader only goes from 1 to 0 and the follower only from 0 to 1. So
    // asking the follower first: a 1 from the old leader afterwards means it led at the moment
    // the follower said 1 as well (a real overlap, not two answers from different moments).
    const samples: Sample[] = [];
    let sampling = true;
    // A probe that gets no answer (a connection dropped on a busy machine, CI once) says nothing
    // about leadership: its sample is left out, rather than read as "not leading".
    const gauge = (port: number) => isLeader(port).catch(() => null);
    const sampler = (async () => {
      // Once the old leader says 0 it stays 0; asking it on would keep its drain from going quiet.
      let leaderSays = true;
      while (sampling) {
        const at = Date.now();
        const follower = await gauge(followerPort);
        const leader = leaderSays ? await gauge(leaderPort) : false;
        if (leader === false) leaderSays = false;
        if (follower !== null && leader !== null) samples.push({ at, follower, leader });
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const exited = new Promise<number | null>((resolve) => leader.once('exit', (code) => resolve(code)));
    const stoppedAt = Date.now();
    leader.kill('SIGTERM');
    const tookOver = await until(() => isLeader(followerPort), 2_000);
    expect(tookOver).toBeLessThan(2_000);
    expect(await exited).toBe(0);
    await new Promise((r) => setTimeout(r, 300));
    sampling = false;
    await sampler;

    // Sampled before, during and after the stop: at most one leader each time, one before and one after.
    expect(samples.filter((s) => s.follower && s.leader)).toEqual([]);
    const beforeStop = samples.filter((s) => s.at < stoppedAt);
    expect(beforeStop.length).toBeGreaterThan(0);
    expect(beforeStop.every((s) => s.leader && !s.follower)).toBe(true);
    expect(samples.at(-1)).toMatchObject({ follower: true, leader: false });

    // The new leader's tables deal on, and its readiness says it leads and since when.
    const before = await rounds();
    await until(async () => (await rounds()) > before, 30_000);
    const ready = (await (await fetch(`http://127.0.0.1:${followerPort}/api/ready`)).json()) as {
      data: { leader: { leading: boolean; since: string } };
    };
    expect(ready.data.leader.leading).toBe(true);
    expect(Date.parse(ready.data.leader.since)).toBeGreaterThanOrEqual(stoppedAt);
    const seats = await db.query('SELECT chain_id, nonce, count(*) AS n FROM table_rounds GROUP BY chain_id, nonce HAVING count(*) > 1');
    expect(seats.rows).toEqual([]);
    await db.end();
  }, 180_000);
});
