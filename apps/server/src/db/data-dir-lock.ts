import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * "A server runs on this SQLite file", held by the operating system rather than written down: a
 * small SQLite file beside the database (`exchange.sqlite.lock`) on which every server holds a
 * read lock for as long as it lives, and a restore asks for the write lock. The kernel drops a
 * process's locks when it ends, however it ends (kill -9 included), so nothing stale (a pid file
 * of a dead process, a reused pid) can block a restore, and a restore in progress holds back a
 * server that starts meanwhile instead of letting it open a half-replaced file.
 */
function lockFileFor(databaseFile: string): string {
  return `${databaseFile}.lock`;
}

export interface HeldLock {
  release(): void;
}

/**
 * The server's side: a read lock held until `release` (or the process's end). Several servers
 * may hold it at once; waits up to `waitMs` for a restore to finish, then throws.
 */
export function holdServerLock(databaseFile: string, waitMs = 60_000): HeldLock {
  mkdirSync(dirname(databaseFile), { recursive: true });
  const lock = new SqliteDatabase(lockFileFor(databaseFile), { timeout: waitMs });
  try {
    // A deferred transaction takes SQLite's SHARED lock at its first read and keeps it until it ends.
    lock.exec('BEGIN');
    lock.prepare('SELECT count(*) FROM sqlite_master').get();
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY')
      throw new Error(`a restore of ${databaseFile} is in progress (it holds ${lockFileFor(databaseFile)}); start again when it is done`);
    throw error;
  }
  return { release: () => lock.close() };
}

/** The restore's side: the write lock, or null at once when a server holds the file. */
export function tryExclusiveLock(databaseFile: string): HeldLock | null {
  const lock = new SqliteDatabase(lockFileFor(databaseFile), { timeout: 0 });
  try {
    lock.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
    throw error;
  }
  return { release: () => lock.close() };
}
