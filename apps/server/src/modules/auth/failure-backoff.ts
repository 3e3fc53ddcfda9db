export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long is forgotten. */
  windowMs: number;
  /** At most this many keys are remembered; the one that failed least recently goes first. */
  maxKeys: number;
}

interface Failures {
  count: number;
  last: number;
}

/**
 * Failed attempts per key (an account at a client address, or an address) with a growing delay
 * instead of a lock: after `free` failures the key must wait before its next try, twice as long
 * after each further failure. A stranger therefore slows only their own key: the owner of an
 * account, at another address, is never locked out. Memory is bounded: a Map keeps insertion
 * order, and a failure re-inserts its key, so the first key is the least recently failed.
 */
export class FailureBackoff {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  /** How long `key` must still wait before it may try (0: it may try now). */
  waitMs(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.count < this.policy.free) return 0;
    const delay = Math.min(this.policy.baseDelayMs * 2 ** (entry.count - this.policy.free), this.policy.maxDelayMs);
    return Math.max(0, entry.last + delay - this.now());
  }

  recordFailure(key: string): void {
    const count = (this.current(key)?.count ?? 0) + 1;
    this.failures.delete(key);
    this.failures.set(key, { count, last: this.now() });
    while (this.failures.size > this.policy.maxKeys) this.failures.delete(this.failures.keys().next().value!);
  }

  /** A success at this key: its count starts again. */
  clear(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  private current(key: string): Failures | undefined {
    const entry = this.failures.get(key);
    if (entry && this.now() - entry.last > this.policy.windowMs) {
      this.failures.delete(key);
      return undefined;
    }
    return entry;
  }
}
