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
 * The wait ends when the writer's flushes have all ended, when its queue holds a full group
 * (`capacity`), or when the oldest call has waited `windowMs`, whichever comes first. With no
 * flush in flight there is no wait: an idle writer commits a lone call at once.
 */
export class FlushJoinWindow {
  /** The writer's flushes in flight: the window is open while there is one. */
  private flushes = 0;
  /** Ends a wait early: the flushes ended or the queue is full. */
  private wake: (() => void) | null = null;

  constructor(
    /** Calls in a full group: a queue this long does not wait. */
    readonly capacity: number,
    private readonly timer: JoinTimer = REAL_TIMER,
    private readonly windowMs = 2,
  ) {}

  /** The time to stamp a call queued now with (the writer hands it back to `wait`). */
  now(): number {
    return this.timer.now();
  }

  /** `flush`, with the window open until it settles. */
  track<T>(flush: Promise<T>): Promise<T> {
    this.flushes++;
    return flush.finally(() => {
      if (--this.flushes === 0) this.wake?.();
    });
  }

  /** A call joined the writer's queue, now `queued` long: a full queue ends a wait under way. */
  joined(queued: number): void {
    if (queued >= this.capacity) this.wake?.();
  }

  /**
   * The wait of the next group, for a queue `queued` long whose oldest call was stamped
   * `oldestAt`: a promise that settles when it ends (then the writer looks at its queue afresh),
   * or null when the group runs now. Null without a promise, so a writer that need not wait (most
   * groups on a quiet server) commits in the same turn.
   */
  wait(oldestAt: number, queued: number): Promise<void> | null {
    if (this.flushes === 0 || queued >= this.capacity) return null;
    const ms = oldestAt + this.windowMs - this.timer.now();
    return ms > 0 ? this.sleep(ms) : null;
  }

  /** Sleeps `ms`, or less if the flushes end or the queue fills first. */
  private async sleep(ms: number): Promise<void> {
    await Promise.race([this.timer.sleep(ms), new Promise<void>((resolve) => (this.wake = resolve))]);
    this.wake = null;
  }
}
