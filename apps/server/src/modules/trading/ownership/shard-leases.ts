import { CompiledQuery, sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { namedStatement } from '../../../db/postgres-named-statements.ts';
import { PRESENCE_LOCKS } from './member-presence.ts';
import { liveView, type LeaseView, type ShardLease } from './shard-layout.ts';

/**
 * The database's clock in epoch milliseconds: every lease is timed by it, so processes on
 * machines whose clocks disagree still agree on who is alive.
 */
const DB_NOW = sql`(extract(epoch from clock_timestamp()) * 1000)::bigint`;

/**
 * A membership row `m` is live: renewed within its time to live, and its process's session still
 * holds the member's presence lock (member-presence.ts), so a process whose connection closed
 * (killed, crashed) is gone at once rather than when its row expires.
 */
const LIVE = sql`m.expires_at > ${DB_NOW} AND EXISTS (SELECT 1 FROM pg_locks k WHERE k.locktype = 'advisory' AND k.granted
  AND k.classid = ${PRESENCE_LOCKS} AND k.objid = hashtext(m.member)::oid AND k.objsubid = 2
  AND k.database = (SELECT oid FROM pg_database WHERE datname = current_database()))`;

/** Creates the shards' rows once (every process calls it; the first one inserts). */
export async function createShards(db: Kysely<Database>, count: number): Promise<void> {
  await sql`INSERT INTO market_shard_leases (shard, owner, token)
    SELECT s, NULL, 0 FROM generate_series(0, ${count - 1}::integer) AS s ON CONFLICT (shard) DO NOTHING`.execute(db);
}

/** The process says it is alive for `ttlMs` more (its shards stay its own as long as it does). */
export async function renewMember(db: Kysely<Database>, member: string, ttlMs: number): Promise<void> {
  await sql`INSERT INTO shard_members (member, expires_at) VALUES (${member}, ${DB_NOW} + ${ttlMs}::bigint)
    ON CONFLICT (member) DO UPDATE SET expires_at = excluded.expires_at`.execute(db);
}

/** Who is alive and who owns what (a shard whose owner is no longer live reads as free). */
export async function readLeases(db: Kysely<Database>): Promise<LeaseView> {
  const members = await sql<{ member: string }>`SELECT member FROM shard_members m WHERE ${LIVE} ORDER BY member`.execute(db);
  const leases = await sql<ShardLease>`SELECT shard, owner, token FROM market_shard_leases ORDER BY shard`.execute(db);
  return liveView(
    members.rows.map((m) => m.member),
    leases.rows.map((l) => ({ ...l, token: Number(l.token) })),
  );
}

/**
 * Takes the shards among `shards` that are free (no owner, or an owner no longer alive), each with
 * a new token: from this commit on, a batch of the previous owner cannot commit (holdShards). A
 * batch of that owner still open holds the row FOR SHARE, so the takeover waits for it to end
 * (`idle_in_transaction_session_timeout` ends it if its process is stopped); the wait is bounded.
 */
export async function takeShards(db: Kysely<Database>, member: string, shards: number[]): Promise<Map<number, number>> {
  if (shards.length === 0) return new Map();
  return db.transaction().execute(async (trx) => {
    await sql`SELECT set_config('lock_timeout', '4000', true)`.execute(trx);
    const { rows } = await sql<{ shard: number; token: number }>`UPDATE market_shard_leases l SET owner = ${member}, token = l.token + 1
      WHERE l.shard = ANY(${shards}::integer[]) AND (l.owner IS NULL OR NOT EXISTS (
        SELECT 1 FROM shard_members m WHERE m.member = l.owner AND ${LIVE}))
      RETURNING l.shard, l.token`.execute(trx);
    return new Map(rows.map((r) => [r.shard, Number(r.token)]));
  });
}

/** Gives shards up (drained first by the caller); the next owner bumps their tokens when it takes them. */
export async function releaseShards(db: Kysely<Database>, member: string, shards: number[]): Promise<void> {
  if (shards.length === 0) return;
  await sql`UPDATE market_shard_leases SET owner = NULL WHERE shard = ANY(${shards}::integer[]) AND owner = ${member}`.execute(db);
}

/** Leaves the membership at once (a graceful stop): nobody waits for it to expire. */
export async function leaveMembers(db: Kysely<Database>, member: string): Promise<void> {
  await sql`DELETE FROM shard_members WHERE member = ${member} OR expires_at < ${DB_NOW} - 3600000`.execute(db);
}

const HOLD = namedStatement(
  `SELECT shard, set_config('idle_in_transaction_session_timeout', $3::text, true) AS idle FROM market_shard_leases
    WHERE (shard, token) IN (SELECT * FROM unnest($1::integer[], $2::bigint[])) FOR SHARE`,
);

/**
 * The fence of a batch, inside its transaction: the shards' rows are held FOR SHARE with the
 * tokens this process was given, so no takeover commits before the batch ends, and a batch of a
 * process whose shard was taken finds another token and must not commit. Returns the shards
 * still held. The transaction is ended by the server if its process stops answering for
 * `idleMs` (paused, or hung): the takeover it would block goes through.
 */
export async function holdShards(trx: Transaction<Database>, shards: number[], tokens: number[], idleMs: number): Promise<Set<number>> {
  const { rows } = await trx.executeQuery<{ shard: number }>(CompiledQuery.raw(HOLD, [shards, tokens, String(idleMs)]));
  return new Set(rows.map((r) => r.shard));
}
