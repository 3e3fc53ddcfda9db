import { fdatasync, openSync } from 'node:fs';
import type SqliteDatabase from 'better-sqlite3';
import { startWalCheckpointer } from './wal-checkpointer.ts';

/** SQLite's synchronous=FULL: a COMMIT flushes the WAL before it returns. */
const FULL = 2;

/** `fs.fdatasync`'s shape, injectable so a test can make the flush fail. */
export type Fdatasync = (fd: number, callback: (error: NodeJS.ErrnoException | null) => void) => void;

/**
 * Group fsync of a SQLite write-ahead log, off the event loop. The hot path commits with
 * synchronous=NORMAL (the WAL is written, not yet flushed) and answers its callers only after
 * `sync()` resolves: an fdatasync of the WAL that started after the commit, so every frame of
 * that commit (and of all before it) is on disk. Durability is that of synchronous=FULL; the
 * flush just no longer blocks the thread that parses the next requests.
 *
 * `synchronous` is the level the connection was opened with, which a writer restores after its
 * unflushed COMMIT (the pragma cannot change inside a transaction).
 *
 * A failed flush is final: every later `sync()` rejects too. After an fsync error Linux may mark
 * the unwritten pages clean, so a later flush that succeeds proves nothing about earlier commits.
 */
export class WalSync {
  private fd: number | null = null;
  private flushing = false;
  private failure: { error: unknown } | null = null;
  private waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly walPath: string,
    private readonly datasync: Fdatasync = fdatasync,
    readonly synchronous = FULL,
  ) {}

  /** Resolves once a flush that began after this call has finished. */
  sync(): Promise<void> {
    return new Promise((resolve, reject) => {
      if (this.failure) return reject(this.failure.error);
      this.waiting.push({ resolve, reject });
      if (!this.flushing) this.flush();
    });
  }

  private flush(): void {
    const batch = this.waiting.splice(0);
    this.flushing = true;
    try {
      this.fd ??= openSync(this.walPath, 'r');
    } catch (error) {
      this.fail(batch, error);
      return;
    }
    this.datasync(this.fd, (error) => {
      if (error) return this.fail(batch, error);
      this.flushing = false;
      for (const w of batch) w.resolve();
      if (this.waiting.length > 0) this.flush();
    });
  }

  private fail(batch: { reject: (error: unknown) => void }[], error: unknown): void {
    this.failure = { error };
    this.flushing = false;
    for (const w of [...batch, ...this.waiting.splice(0)]) w.reject(error);
  }
}

const shared = new WeakMap<SqliteDatabase.Database, WalSync | null>();

/**
 * The connection's one WalSync, for every writer that commits unflushed on it (the bet batch, the
 * wallet group commit): one flush in flight covers all their commits. Null when the connection
 * needs none: in memory, or opened below synchronous=FULL (nothing is flushed at commit there
 * either). The first call also moves the connection's WAL checkpoints to a worker
 * (wal-checkpointer.ts): a checkpoint inside a COMMIT would stall the event loop on two flushes.
 */
function sharedWalSync(sqlite: SqliteDatabase.Database): WalSync | null {
  let walSync = shared.get(sqlite);
  if (walSync === undefined) {
    const configured = sqlite.pragma('synchronous', { simple: true }) as number;
    walSync = configured >= FULL && !sqlite.memory ? new WalSync(`${sqlite.name}-wal`, fdatasync, configured) : null;
    if (walSync) startWalCheckpointer(sqlite);
    shared.set(sqlite, walSync);
  }
  return walSync;
}

/**
 * The WalSync a writer on `sqlite` answers after: the connection's shared one, or, given a flush
 * of its own (a test's that fails), a WalSync on the same WAL with it. Null as for sharedWalSync.
 */
export function walSyncFor(sqlite: SqliteDatabase.Database, fdatasync?: Fdatasync): WalSync | null {
  const shared = sharedWalSync(sqlite);
  return shared && fdatasync ? new WalSync(`${sqlite.name}-wal`, fdatasync, shared.synchronous) : shared;
}
