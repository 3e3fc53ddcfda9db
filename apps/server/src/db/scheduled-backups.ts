import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type SqliteDatabase from 'better-sqlite3';

export interface ScheduledBackupOptions {
  /** The server's own connection: its writes during the copy are carried into it (no restart). */
  sqlite: SqliteDatabase.Database;
  dir: string;
  everyMs: number;
  /** How many of the newest backups stay; older ones are deleted. */
  keep: number;
  now?: () => number;
  log?: (message: string) => void;
}

const BACKUP_NAME = /^exchange-\d{8}T\d{6}Z\.sqlite$/;

/** 20261128T013000Z: sorts as it reads, and is safe in any file system. */
function stamp(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * BACKUP_EVERY on SQLite: the server (the leader) copies its database into `dir` every `everyMs`
 * and keeps the newest `keep` copies. SQLite's online backup API on the server's own connection,
 * not `VACUUM INTO`: it copies a hundred pages at a time between the event loop's other work
 * instead of blocking it for the whole copy, and since every write goes through this same
 * connection the copy is kept up to date rather than restarted. Driven by `tick` (a timer calls
 * it often, the clock decides), so a test moves time by hand. The first copy is due `everyMs`
 * after the first tick: a server restarting in a loop does not fill the disk.
 */
export class ScheduledBackups {
  private nextAt: number | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ScheduledBackupOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Writes a backup when one is due and returns its path; null when none was due. */
  async tick(): Promise<string | null> {
    const now = this.now();
    if (this.nextAt === null || now < this.nextAt) {
      this.nextAt ??= now + this.options.everyMs;
      return null;
    }
    this.nextAt = now + this.options.everyMs;
    const { sqlite, dir } = this.options;
    await mkdir(dir, { recursive: true });
    const file = join(dir, `exchange-${stamp(now)}.sqlite`);
    const partial = `${file}.partial`;
    await sqlite.backup(partial);
    const handle = await open(partial, 'r');
    await handle.sync();
    await handle.close();
    await rename(partial, file);
    await this.prune();
    this.options.log?.(`backup written: ${file}`);
    return file;
  }

  private async prune(): Promise<void> {
    const backups = (await readdir(this.options.dir)).filter((f) => BACKUP_NAME.test(f)).sort();
    for (const old of backups.slice(0, Math.max(0, backups.length - this.options.keep))) await rm(join(this.options.dir, old));
  }
}
