import { afterEach, describe, expect, it } from 'vitest';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { FencedOut, MarketOwnership } from '../../src/modules/trading/ownership/market-ownership.ts';
import { MemberPresence, PRESENCE_LOCKS } from '../../src/modules/trading/ownership/member-presence.ts';
import { SHARD_COUNT } from '../../src/modules/trading/ownership/shard-of.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

const url = process.env.TEST_DATABASE_URL;
/** A process that never renews on its own (the test drives it): its membership lasts `ttlMs`. */
const still = (ttlMs: number) => ({ tickMs: 3_600_000, ttlMs, idleMs: 1_000 });
const drained = () => Promise.resolve();

describe.runIf(Boolean(url))('market shard leases and fencing (PostgreSQL)', () => {
  let ctx: TestContext;
  const owners: MarketOwnership[] = [];
  afterEach(async () => {
    for (const o of owners.splice(0)) await o.stop();
    await ctx?.close();
  });

  const ownership = (ttlMs: number) => {
    const o = new MarketOwnership(ctx.database.db, new MemberPresence(ctx.database.pool!.options), drained, () => undefined, still(ttlMs));
    owners.push(o);
    return o;
  };
  /** Runs `fence` for market 7 in a batch-like transaction that then writes and commits. */
  const batch = (o: MarketOwnership) =>
    ctx.database.db.transaction().execute(async (trx: Transaction<Database>) => {
      await o.fence(trx, [7]);
      await trx.updateTable('markets').set({ book_version: 1 }).where('market_id', '=', -1).execute();
    });

  it('lets a lone process own every shard and commit; a process whose shard was taken cannot commit', async () => {
    ctx = await createTestApp('postgres', { seed: false });
    const stale = ownership(300);
    await stale.start();
    expect(stale.shardsOwned).toBe(SHARD_COUNT);
    await batch(stale);
    // The stale process stops renewing (paused): its membership lapses and another takes its shards.
    await new Promise((r) => setTimeout(r, 400));
    const fresh = ownership(60_000);
    await fresh.start();
    expect(fresh.shardsOwned).toBe(SHARD_COUNT);
    await expect(batch(stale)).rejects.toBeInstanceOf(FencedOut);
    expect(stale.fencedBatches).toBe(1);
    expect(stale.home(7)).toBeNull();
    await batch(fresh);
  });

  it('makes a takeover wait for a batch still open, and ends that batch when its process stops answering', async () => {
    ctx = await createTestApp('postgres', { seed: false });
    const paused = ownership(300);
    await paused.start();
    // A batch holds its shard's lease FOR SHARE, then its process stops (no statement, no COMMIT).
    const trx = await ctx.database.db.startTransaction().execute();
    await paused.fence(trx, [7]);
    await new Promise((r) => setTimeout(r, 400));
    const started = Date.now();
    const fresh = ownership(60_000);
    await fresh.start();
    // The takeover waited for the database to end the idle batch (idleMs 1 s), not for ever.
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    expect(fresh.shardsOwned).toBe(SHARD_COUNT);
    await expect(trx.commit().execute()).rejects.toThrow();
    // Releases the dead connection, as a failed batch does (run-postgres-batch.ts).
    await trx
      .rollback()
      .execute()
      .catch(() => undefined);
  });

  /** Ends the process's presence session as a kill -9 would (PostgreSQL sees its connection close), waiting until it has. */
  const killSession = (o: MarketOwnership) =>
    sql`SELECT pg_terminate_backend(pid, 5000) FROM pg_locks WHERE locktype = 'advisory' AND classid = ${PRESENCE_LOCKS}
      AND objid = hashtext(${o.member})::oid AND objsubid = 2`.execute(ctx.database.db);

  it('leaves a live process its shards while its session holds its presence, however long its membership lasts', async () => {
    ctx = await createTestApp('postgres', { seed: false });
    const first = ownership(60_000);
    await first.start();
    const second = ownership(60_000);
    await second.start();
    expect(first.shardsOwned).toBe(SHARD_COUNT);
    expect(second.shardsOwned).toBe(0);
    expect(second.members).toEqual([first.member, second.member].sort());
    expect(second.home(7)).toEqual({ here: false, member: first.member });
  });

  it('frees the shards of a process whose connection closed at once, without waiting for its membership to expire', async () => {
    ctx = await createTestApp('postgres', { seed: false });
    const killed = ownership(60_000);
    await killed.start();
    await batch(killed);
    await killSession(killed);
    // Its restart (or a survivor) takes every shard at its first tick, 60 s before the old membership would expire.
    const restarted = ownership(60_000);
    await restarted.start();
    expect(restarted.shardsOwned).toBe(SHARD_COUNT);
    expect(restarted.members).toEqual([restarted.member]);
    await expect(batch(killed)).rejects.toBeInstanceOf(FencedOut);
    await batch(restarted);
  });
});
