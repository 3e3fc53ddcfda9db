import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { AdvisoryLockLeadership, SoloLeadership } from '../../src/scheduling/leadership.ts';

const url = process.env.TEST_DATABASE_URL;

async function until(condition: () => boolean, ms: number): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

describe('leadership', () => {
  it('is always this process with one process', async () => {
    const solo = new SoloLeadership();
    const log: string[] = [];
    solo.whileLeading(() => {
      log.push('started');
      return () => void log.push('stopped');
    });
    await until(() => log.length === 1, 1000);
    expect(solo.isLeader).toBe(true);
    await solo.stop();
    expect(log).toEqual(['started', 'stopped']);
  });

  describe.runIf(Boolean(url))('on PostgreSQL', () => {
    const lockName = `leader-test-${randomBytes(4).toString('hex')}`;
    const made: AdvisoryLockLeadership[] = [];
    const make = () => {
      const l = new AdvisoryLockLeadership({ connectionString: url }, lockName, 200);
      made.push(l);
      return l;
    };
    afterAll(async () => {
      for (const l of made) await l.stop();
    });

    it('lets exactly one of two processes lead, and the other take over within 5 s when the leader dies', async () => {
      const running: string[] = [];
      const a = make();
      const b = make();
      for (const [name, l] of [
        ['a', a],
        ['b', b],
      ] as const) {
        l.whileLeading(() => {
          running.push(name);
          return () => void running.splice(running.indexOf(name), 1);
        });
      }
      await a.start();
      await b.start();
      await until(() => running.length === 1, 2000);
      expect([a.isLeader, b.isLeader]).toEqual([true, false]);
      expect(running).toEqual(['a']);

      // The leader's session ends as if its process were killed: the lock goes with it.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = hashtext($1)::oid`,
        [lockName],
      );
      await admin.end();
      const took = await until(() => b.isLeader, 5000);
      expect(took).toBeLessThan(5000);
      await until(() => running.length === 1 && running[0] === 'b', 2000);
      expect(a.isLeader).toBe(false);
    });

    it('keeps one waiting session when the follower loses its own, and still takes over', async () => {
      const name = `${lockName}-lost`;
      const sessions = async () =>
        Number(
          (await admin.query(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = hashtext($1)::oid`, [name]))
            .rows[0].n,
        );
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const [a, b] = [0, 1].map(() => {
        const l = new AdvisoryLockLeadership({ connectionString: url }, name, 200);
        made.push(l);
        return l;
      }) as [AdvisoryLockLeadership, AdvisoryLockLeadership];
      await a.start();
      await b.start();
      await until(() => a.isLeader, 2000);
      // The follower's waiting session is ended (a network drop): it comes back with one session, not two.
      await new Promise((r) => setTimeout(r, 300));
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND objid = hashtext($1)::oid`,
        [name],
      );
      await new Promise((r) => setTimeout(r, 1000));
      expect(await sessions()).toBe(2);
      await a.stop();
      expect(await until(() => b.isLeader, 1000)).toBeLessThan(1000);
      expect(await sessions()).toBe(1);
      await admin.end();
    });

    it('hands over on a graceful stop at once: the work stops, then the lock goes, and a waiting follower leads', async () => {
      const events: string[] = [];
      // Waits of 10 s: a takeover within a second can only come from the wait ending, not from asking again.
      const slow = (name: string) => {
        const l = new AdvisoryLockLeadership({ connectionString: url }, `${lockName}-handover`, 10_000);
        made.push(l);
        l.whileLeading(() => {
          events.push(`${name} started`);
          return async () => {
            await new Promise((r) => setTimeout(r, 50));
            events.push(`${name} stopped`);
          };
        });
        return l;
      };
      const a = slow('a');
      const b = slow('b');
      await a.start();
      await b.start();
      await until(() => events.length === 1, 2000);
      expect(a.since).not.toBeNull();
      expect([b.isLeader, b.since]).toEqual([false, null]);

      const stopping = a.stop();
      // Until its work has stopped the old leader still counts as the leader, and nobody else does.
      expect([a.isLeader, b.isLeader]).toEqual([true, false]);
      await stopping;
      expect(a.isLeader).toBe(false);
      expect(await until(() => b.isLeader, 1000)).toBeLessThan(1000);
      await until(() => events.length === 3, 1000);
      expect(events).toEqual(['a started', 'a stopped', 'b started']);
      expect(b.since!.getTime()).toBeLessThanOrEqual(Date.now());
    });
  });
});
