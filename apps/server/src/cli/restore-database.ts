import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { tryExclusiveLock } from '../db/data-dir-lock.ts';
import { checkExchangeDatabase } from './check-exchange-database.ts';
import { syncFile } from './sync-file.ts';

export interface RestoreSummary {
  bets: number;
  migrations: number;
  /** Where the database that was replaced was kept (with its WAL), or null when there was none. */
  keptAs: string | null;
}

/** A restore that must not happen; the message says why, for the operator. */
export class RestoreRefused extends Error {}

/**
 * Puts the backup `backupFile` in place of the SQLite database `databaseFile`. Refused while a
 * server runs on it (db/data-dir-lock.ts) and unless the backup is a sound exchange database.
 * The replaced file is not deleted: it is renamed `<file>.before-restore-<time>`, its WAL with it
 * (a WAL left beside the restored file would be replayed into it). Servers started during the
 * restore wait for the lock and open the restored file.
 */
export function restoreDatabase(backupFile: string, databaseFile: string, now: () => number = Date.now): RestoreSummary {
  const check = checkExchangeDatabase(backupFile);
  if (!check.ok) throw new RestoreRefused(`Restore refused: ${check.problem}`);
  // A fresh data directory is a fine target.
  mkdirSync(dirname(databaseFile), { recursive: true });
  const lock = tryExclusiveLock(databaseFile);
  if (!lock)
    throw new RestoreRefused(
      `Restore refused: a server is running on ${databaseFile} (it holds ${databaseFile}.lock). Stop it first, then restore.`,
    );
  try {
    const incoming = `${databaseFile}.restoring`;
    copyFileSync(backupFile, incoming);
    syncFile(incoming);
    let keptAs: string | null = null;
    if (existsSync(databaseFile)) {
      keptAs = `${databaseFile}.before-restore-${new Date(now()).toISOString().replace(/[:.]/g, '-')}`;
      renameSync(databaseFile, keptAs);
      if (existsSync(`${databaseFile}-wal`)) renameSync(`${databaseFile}-wal`, `${keptAs}-wal`);
    }
    // The shared-memory index describes the old WAL; SQLite rebuilds it on the next open.
    rmSync(`${databaseFile}-shm`, { force: true });
    renameSync(incoming, databaseFile);
    syncFile(dirname(databaseFile));
    return { bets: check.bets, migrations: check.migrations, keptAs };
  } finally {
    lock.release();
  }
}
