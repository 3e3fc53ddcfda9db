import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { checkExchangeDatabase } from './check-exchange-database.ts';
import { syncFile } from './sync-file.ts';

export interface BackupSummary {
  file: string;
  bytes: number;
  bets: number;
  migrations: number;
  milliseconds: number;
}

/**
 * Copies the SQLite database at `databaseFile` to `target` while a server keeps committing to it.
 *
 * `VACUUM INTO`, not the online backup API: it copies inside one read transaction, a single
 * snapshot of the WAL, so the copy is consistent and the server's writers never wait. The backup
 * API from another process restarts its copy whenever another connection commits, which under a
 * steady flow of bets may be never-ending (unless it copies in one step, which is the same single
 * read transaction with more code). The copy is also compact and never overwrites a file.
 *
 * The copy is written beside the target under a temporary name, synced, checked (integrity and
 * migrations, as a restore will) and only then renamed: a crash or a full disk never leaves a
 * partial file under the target's name.
 */
export function backupDatabase(databaseFile: string, target: string, now: () => number = Date.now): BackupSummary {
  const started = now();
  const file = resolve(target);
  if (existsSync(file)) throw new Error(`${file} exists already; name a new file (a backup never overwrites one)`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const source = new SqliteDatabase(databaseFile, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    source.prepare('VACUUM INTO ?').run(partial);
  } finally {
    source.close();
  }
  try {
    syncFile(partial);
    const check = checkExchangeDatabase(partial);
    if (!check.ok) throw new Error(`the copy failed its check: ${check.problem}`);
    renameSync(partial, file);
    syncFile(dirname(file));
    return { file, bytes: statSync(file).size, bets: check.bets, migrations: check.migrations, milliseconds: now() - started };
  } finally {
    rmSync(partial, { force: true });
  }
}
