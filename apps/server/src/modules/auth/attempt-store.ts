/** A key's failures: how many since it was last quiet for a whole window, and when the last was. */
export interface FailureRecord {
  count: number;
  last: number;
}

/**
 * Where failure counts live: process memory (one process), the database, or Redis (several
 * processes share them, so a guesser cannot spread over processes). A key with no failure for
 * `windowMs` is forgotten.
 */
export interface AttemptStore {
  read(key: string, windowMs: number, now: number): Promise<FailureRecord | null>;
  /** One more failure at `now`; a forgotten key starts again at 1. */
  add(key: string, windowMs: number, now: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * In process memory, bounded: a Map keeps insertion order and a failure re-inserts its key, so
 * the first key is the least recently failed and goes first when the map is full.
 */
export class MemoryAttempts implements AttemptStore {
  private readonly failures = new Map<string, FailureRecord>();

  constructor(private readonly maxKeys: number) {}

  async read(key: string, windowMs: number, now: number): Promise<FailureRecord | null> {
    return this.current(key, windowMs, now);
  }

  async add(key: string, windowMs: number, now: number): Promise<void> {
    const count = (this.current(key, windowMs, now)?.count ?? 0) + 1;
    this.failures.delete(key);
    this.failures.set(key, { count, last: now });
    while (this.failures.size > this.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  async clear(key: string): Promise<void> {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  private current(key: string, windowMs: number, now: number): FailureRecord | null {
    const entry = this.failures.get(key);
    if (entry && now - entry.last > windowMs) {
      this.failures.delete(key);
      return null;
    }
    return entry ?? null;
  }
}
