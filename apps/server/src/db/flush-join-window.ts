/** Monotonic time (ms) and a sleep, for the join window (a test injects its own). */
export interface JoinTimer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const REAL_TIMER: JoinTimer = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * The join window of a writer that answers its callers after a WAL flush (WalSync): the bet
 * batch, the wallet group commit. A group committed while the writer's flush is in flight is
 * answered only after the flush that follows that one, so running it at once gains its callers
 * next to nothing; waiting lets it take the calls that arrive meanwhile, and the group's own
 * cost (BEGIN and COMMIT, the pages every group writes, its flush) is shared by more of them.
 * The wait ends when the writer's flushes have all ended, when its queue is full, or when the
 * oldest call has waited `windowMs`, whichever comes first. With no flush in flight there is
 * no wait: an idle writer commits a lone call at once.
 */
export class FlushJoinWindow {
  /** The writer's flushes in flight: the window is open while there is one. */
  private flushes = 0;
  /** Ends a wait early: the flushes ended or the queue is full. */
  private wake: (() => void) | null = null;

  constructor(
    readonly timer: JoinTimer = REAL_TIMER,
    private readonly windowMs = 2,
  ) {}

  /** `flush`, with the window open until it settles. */
  track<T>(flush: Promise<T>): Promise<T> {
    this.flushes++;
    return flush.finally(() => {
      if (--this.flushes === 0) this.wake?.();
    });
  }

  /** The writer's queue is full: a wait under way ends now. */
  full(): void {
    this.wake?.();
  }

  /**
   * Waits while the window is open for a queue whose oldest call arrived at `oldestAt` (on
   * `timer`). Answers whether it waited: the caller then looks at its queue afresh.
   */
  async waited(oldestAt: number, queueFull: boolean): Promise<boolean> {
    const wait = this.flushes > 0 && !queueFull ? oldestAt + this.windowMs - this.timer.now() : 0;
    if (wait <= 0) return false;
    await Promise.race([this.timer.sleep(wait), new Promise<void>((resolve) => (this.wake = resolve))]);
    this.wake = null;
    return true;
  }
}
