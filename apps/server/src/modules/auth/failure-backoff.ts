import { MemoryAttempts, type AttemptStore } from './attempt-store.ts';

export interface BackoffPolicy {
  /** Failures allowed before any wait. */
  free: number;
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A key with no failure for this long is forgotten. */
  windowMs: number;
  /** In process memory, at most this many keys are remembered; the one that failed least recently goes first. */
  maxKeys: number;
}

/**
 * Failed attempts per key (an account at a client address, or an address) with a growing delay
 * instead of a lock: after `free` failures the key must wait before its next try, twice as long
 * after each further failure. A stranger therefore slows only their own key: the owner of an
 * account, at another address, is never locked out. The counts live in `store`: bounded memory
 * by default, the database or Redis when several processes must share them.
 */
export class FailureBackoff {
  constructor(
    private readonly policy: BackoffPolicy,
    private readonly now: () => number = Date.now,
    private readonly store: AttemptStore = new MemoryAttempts(policy.maxKeys),
  ) {}

  /** How long `key` must still wait before it may try (0: it may try now). */
  async waitMs(key: string): Promise<number> {
    const now = this.now();
    const entry = await this.store.read(key, this.policy.windowMs, now);
    if (!entry || entry.count < this.policy.free) return 0;
    const delay = Math.min(this.policy.baseDelayMs * 2 ** (entry.count - this.policy.free), this.policy.maxDelayMs);
    return Math.max(0, entry.last + delay - now);
  }

  async recordFailure(key: string): Promise<void> {
    await this.store.add(key, this.policy.windowMs, this.now());
  }

  /** A success at this key: its count starts again. */
  async clear(key: string): Promise<void> {
    await this.store.clear(key);
  }
}
