import type { FastifyReply } from 'fastify';
import { refuse, type Refusal } from '../../http/answer.ts';
import type { AttemptStore } from './attempt-store.ts';
import { FailureBackoff } from './failure-backoff.ts';

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Wrong answers to a logged-in user's own secrets (the current password on change-password and
 * the console's re-checks, a TOTP code at enable or disable): five per 15 minutes, then 429 until
 * 15 minutes after the last wrong one. Keyed by user and check, so a stolen session cannot grind
 * through codes. A code at login is not counted here but with the failed logins (login-guard.ts):
 * keyed by user alone, a stranger with the password could lock the owner out from anywhere.
 */
export class SecretChecks {
  private readonly wrong: FailureBackoff;

  /** `store`: where the counts live (memory by default; the database or Redis across processes). */
  constructor(now: () => number = Date.now, store?: AttemptStore) {
    this.wrong = new FailureBackoff(
      { free: 5, baseDelayMs: FIFTEEN_MINUTES, maxDelayMs: FIFTEEN_MINUTES, windowMs: FIFTEEN_MINUTES, maxKeys: 50_000 },
      now,
      store,
    );
  }

  /** Whether this user has used up the wrong tries of this check. */
  async exhausted(check: 'password' | 'totp', userId: number): Promise<boolean> {
    return (await this.wrong.waitMs(`secret:${check}:${userId}`)) > 0;
  }

  async recordWrong(check: 'password' | 'totp', userId: number): Promise<void> {
    await this.wrong.recordFailure(`secret:${check}:${userId}`);
  }
}

export const TOO_MANY_WRONG = 'Too many wrong tries. Please wait 15 minutes and try again.';

/** The refusal once a user's wrong tries are used up, answered with HTTP 429 as every rate limit is. */
export function tooManyWrong(reply: FastifyReply): Refusal {
  void reply.code(429);
  return refuse('RATE_LIMITED', TOO_MANY_WRONG);
}
