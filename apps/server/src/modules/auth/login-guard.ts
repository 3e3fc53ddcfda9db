import { FailureBackoff, type BackoffPolicy } from './failure-backoff.ts';

const MINUTE = 60_000;

/** One account at one address: five free tries, then 1 s, 2 s, 4 s ... up to 15 minutes. */
export const ACCOUNT_AT_ADDRESS: BackoffPolicy = {
  free: 5,
  baseDelayMs: 1_000,
  maxDelayMs: 15 * MINUTE,
  windowMs: 15 * MINUTE,
  maxKeys: 50_000,
};
/** One address over every account (a spray of guesses): twenty free failures, then the same growth. */
export const ADDRESS: BackoffPolicy = { free: 20, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, windowMs: 15 * MINUTE, maxKeys: 50_000 };

/**
 * Failed logins limited per (account, client address) and per client address, with growing
 * delays. Nothing is kept per account alone: a limit there is a lock any stranger can put on a
 * customer from anywhere. The client address is the socket's unless TRUST_PROXY names the proxy.
 */
export class LoginGuard {
  private readonly pairs: FailureBackoff;
  private readonly addresses: FailureBackoff;

  constructor(now: () => number = Date.now) {
    this.pairs = new FailureBackoff(ACCOUNT_AT_ADDRESS, now);
    this.addresses = new FailureBackoff(ADDRESS, now);
  }

  /** Milliseconds this account must wait at this address (0: it may try now). */
  waitMs(accountKey: string, address: string): number {
    return Math.max(this.pairs.waitMs(`${accountKey}@${address}`), this.addresses.waitMs(address));
  }

  recordFailure(accountKey: string, address: string): void {
    this.pairs.recordFailure(`${accountKey}@${address}`);
    this.addresses.recordFailure(address);
  }

  /** The right password at this address: the pair starts again; the address keeps its count, so logging into one's own account does not reset a spray. */
  recordSuccess(accountKey: string, address: string): void {
    this.pairs.clear(`${accountKey}@${address}`);
  }
}
