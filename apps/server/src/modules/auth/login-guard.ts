import { MemoryAttempts, type AttemptStore } from './attempt-store.ts';
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

  /** `store`: where the counts live (memory by default; the database or Redis across processes). */
  constructor(now: () => number = Date.now, store: AttemptStore = new MemoryAttempts(ACCOUNT_AT_ADDRESS.maxKeys + ADDRESS.maxKeys)) {
    this.pairs = new FailureBackoff(ACCOUNT_AT_ADDRESS, now, store);
    this.addresses = new FailureBackoff(ADDRESS, now, store);
  }

  /** Milliseconds this account must wait at this address (0: it may try now). */
  async waitMs(accountKey: string, address: string): Promise<number> {
    const [pair, spray] = await Promise.all([this.pairs.waitMs(pairKey(accountKey, address)), this.addresses.waitMs(addressKey(address))]);
    return Math.max(pair, spray);
  }

  async recordFailure(accountKey: string, address: string): Promise<void> {
    await Promise.all([this.pairs.recordFailure(pairKey(accountKey, address)), this.addresses.recordFailure(addressKey(address))]);
  }

  /** The right password at this address: the pair starts again; the address keeps its count, so logging into one's own account does not reset a spray. */
  async recordSuccess(accountKey: string, address: string): Promise<void> {
    await this.pairs.clear(pairKey(accountKey, address));
  }
}

// Both counts share one store: their keys must never meet.
const pairKey = (accountKey: string, address: string) => `login:${accountKey}@${address}`;
const addressKey = (address: string) => `login-address:${address}`;
