import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../src/db/schema.ts';

/**
 * PostgreSQL only: while `trx` holds row locks, whichever comes first of `work` settling
 * ('done') and another backend waiting for one of `trx`'s locks ('blocked', read from
 * pg_blocking_pids, so other tests' waits do not count). Throws after `ms` with neither.
 */
export async function doneOrBlocked(trx: Transaction<Database>, work: Promise<unknown>, ms = 20_000): Promise<'done' | 'blocked'> {
  let settled = false;
  work.then(
    () => (settled = true),
    () => (settled = true),
  );
  const me = (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx)).rows[0]!.pid;
  const deadline = Date.now() + ms;
  while (!settled) {
    const waiting = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${me}::int = ANY(pg_blocking_pids(pid))`.execute(trx);
    if (waiting.rows[0]!.n > 0) return 'blocked';
    if (Date.now() > deadline) throw new Error(`neither done nor blocked after ${ms} ms`);
    await sleep(5);
  }
  return 'done';
}
