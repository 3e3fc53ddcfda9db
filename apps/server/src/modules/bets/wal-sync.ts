import { fdatasync, openSync } from 'node:fs';

/**
 * Group fsync of a SQLite write-ahead log, off the event loop. The hot path commits with
 * synchronous=NORMAL (the WAL is written, not yet flushed) and answers its callers only after
 * `sync()` resolves: an fdatasync of the WAL that started after the commit, so every frame of
 * that commit (and of all before it) is on disk. Durability is that of synchronous=FULL; the
 * flush just no longer blocks the thread that parses the next requests.
 */
export class WalSync {
  private fd: number | null = null;
  private flushing = false;
  private waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  constructor(private readonly walPath: string) {}

  /** Resolves once a flush that began after this call has finished. */
  sync(): Promise<void> {
    return new Promise((resolve, reject) => {
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
      this.flushing = false;
      for (const w of batch) w.reject(error);
      return;
    }
    fdatasync(this.fd, (error) => {
      this.flushing = false;
      for (const w of batch) {
        if (error) w.reject(error);
        else w.resolve();
      }
      if (this.waiting.length > 0) this.flush();
    });
  }
}
