import { describe, expect, it } from 'vitest';
import { FailureBackoff } from '../../src/modules/auth/failure-backoff.ts';

const policy = { free: 2, baseDelayMs: 1_000, maxDelayMs: 4_000, windowMs: 60_000, maxKeys: 3 };

describe('failure backoff', () => {
  it('lets the free failures pass, then doubles the wait after each further one up to the cap', () => {
    let now = 0;
    const b = new FailureBackoff(policy, () => now);
    b.recordFailure('k');
    b.recordFailure('k');
    expect(b.waitMs('k')).toBe(1_000);
    now = 1_000;
    expect(b.waitMs('k')).toBe(0);
    b.recordFailure('k');
    expect(b.waitMs('k')).toBe(2_000);
    b.recordFailure('k');
    b.recordFailure('k');
    expect(b.waitMs('k')).toBe(4_000);
    expect(b.waitMs('other')).toBe(0);
  });

  it('forgets a key after the window without a failure, and starts again after a success', () => {
    let now = 0;
    const b = new FailureBackoff(policy, () => now);
    for (let i = 0; i < 4; i++) b.recordFailure('k');
    now = 60_001;
    expect(b.waitMs('k')).toBe(0);
    for (let i = 0; i < 3; i++) b.recordFailure('j');
    expect(b.waitMs('j')).toBeGreaterThan(0);
    b.clear('j');
    expect(b.waitMs('j')).toBe(0);
  });

  it('remembers at most maxKeys keys, dropping the least recently failed first', () => {
    const b = new FailureBackoff(policy, () => 0);
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) b.recordFailure(key);
    b.recordFailure('a');
    b.recordFailure('d');
    expect(b.size).toBe(3);
    expect(b.waitMs('b')).toBe(0);
    expect(b.waitMs('a')).toBeGreaterThan(0);
    expect(b.waitMs('c')).toBeGreaterThan(0);
  });
});
