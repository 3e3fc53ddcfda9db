/**
 * A token bucket over one socket's client messages: `burst` at once, refilled at `perSecond`.
 * Each subscribe may cost a database read, so a socket that outruns it is told and closed
 * before it can turn the server into a firehose for everyone else.
 */
export class MessageBudget {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Spends one message; false when the socket is over its budget. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
