import type SqliteDatabase from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** Markers older than this are deleted: a lost COMMIT is looked up within seconds. */
const KEEP_MS = 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 1000;

/** What a marker look-up found out about a batch whose COMMIT answer was lost. */
type BatchFate = 'committed' | 'rolledBack' | 'unknown';

/** The 12 hex digits of a UUIDv7 that hold its millisecond time (sortable as text). */
const timeHex = (ms: number) => ms.toString(16).padStart(12, '0');

/**
 * A random UUID whose first 48 bits are the time (UUIDv7, RFC 9562): 74 random bits keep it
 * unique, the time prefix makes markers append at the end of the key and prunable by range.
 * The random part is a v4 UUID's (`randomUUID` draws its entropy in blocks, where `randomBytes`
 * for ten bytes was a job of its own at every batch): its last 74 random bits and its variant
 * stay, its time-free head gives way to the time and version 7.
 */
export function newBatchId(now: number): string {
  const t = timeHex(now);
  // randomUUID(): xxxxxxxx-xxxx-4xxx-Vxxx-xxxxxxxxxxxx; from index 15 on: xxx-Vxxx-xxxxxxxxxxxx.
  return `${t.slice(0, 8)}-${t.slice(8)}-7${randomUUID().slice(15)}`;
}

/** When old markers are due: once a minute, so the hot path pays one insert per batch, not a delete. */
export class MarkerClock {
  private lastPrune = 0;

  /** The smallest batch id to keep, or null when the last prune is recent. */
  pruneBelow(now: number): string | null {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return null;
    this.lastPrune = now;
    const t = timeHex(now - KEEP_MS);
    return `${t.slice(0, 8)}-${t.slice(8)}`;
  }
}

/** Writes a batch's marker inside its (synchronous) transaction, pruning old ones when due. */
export function sqliteMarker(sqlite: SqliteDatabase.Database): (batchId: string, now: number) => void {
  const insert = sqlite.prepare('INSERT INTO batch_commits (batch_id, committed_at) VALUES (?, ?)');
  const prune = sqlite.prepare('DELETE FROM batch_commits WHERE batch_id < ?');
  const clock = new MarkerClock();
  return (batchId, now) => {
    insert.run(batchId, now);
    const below = clock.pruneBelow(now);
    if (below !== null) prune.run(below);
  };
}

/** A PostgreSQL batch's commit marker: its id and time; `written` once it is in the batch's write statement. */
export interface BatchMarker {
  batchId: string;
  committedAt: number;
  written: boolean;
}

/**
 * The same inside a PostgreSQL batch transaction. A bet batch's marker goes out with its rows, in
 * the one statement of its writes (postgres-batch-io.ts), so here it is written only if that did
 * not happen; old ones are pruned when due.
 */
export async function finishPostgresMarker(trx: Kysely<Database>, clock: MarkerClock, marker: BatchMarker): Promise<void> {
  if (!marker.written)
    await trx.insertInto('batch_commits').values({ batch_id: marker.batchId, committed_at: marker.committedAt }).execute();
  const below = clock.pruneBelow(marker.committedAt);
  if (below !== null) await trx.deleteFrom('batch_commits').where('batch_id', '<', below).execute();
}

const LOOKUPS = 4;

/**
 * Did the batch commit? Asked on a fresh connection by inserting the same marker key and
 * rolling the insert back. The key is unique, so PostgreSQL answers only once the batch's
 * transaction has ended: a conflict means it committed; an insert that goes through means it
 * rolled back (and being over, never will commit). A plain SELECT could not tell a rolled-back
 * batch from one whose COMMIT is still being processed. A transaction still open after the
 * lock wait (a connection stuck without a FIN), or a database that cannot be reached, is
 * 'unknown' after a few tries.
 */
export async function lookUpBatch(db: Kysely<Database>, batchId: string, log: (error: unknown) => void): Promise<BatchFate> {
  for (let attempt = 0; attempt < LOOKUPS; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
    try {
      const trx = await db.startTransaction().execute();
      try {
        await sql`SET LOCAL lock_timeout = '2s'`.execute(trx);
        const inserted = await sql`INSERT INTO batch_commits (batch_id, committed_at) VALUES (${batchId}, 0)
          ON CONFLICT (batch_id) DO NOTHING RETURNING batch_id`.execute(trx);
        return inserted.rows.length === 0 ? 'committed' : 'rolledBack';
      } finally {
        // The answer stands whether or not this rollback reaches the server.
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
      }
    } catch (error) {
      log(error);
    }
  }
  return 'unknown';
}
