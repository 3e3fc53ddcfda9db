/**
 * Failed logins per user name in a sliding window, in memory. The per-IP limit is
 * @fastify/rate-limit on the route; this one stops a spread-out guess at one account.
 * A correct password does not clear the count, so a guesser gains nothing by mixing in a known login.
 */
export class LoginAttemptLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    readonly maxFailures: number,
    readonly windowMs: number,
  ) {}

  isBlocked(key: string, now = Date.now()): boolean {
    return this.recent(key, now).length >= this.maxFailures;
  }

  recordFailure(key: string, now = Date.now()): void {
    const times = this.recent(key, now);
    times.push(now);
    this.failures.set(key, times);
    if (this.failures.size > 10_000) this.prune(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => t > now - this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) if (!times.some((t) => t > now - this.windowMs)) this.failures.delete(key);
  }
}
