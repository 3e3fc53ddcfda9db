import { describe, expect, it } from 'vitest';
import { MemoryAttempts } from '../../src/modules/auth/attempt-store.ts';
import { FailureBackoff } from '../../src/modules/auth/failure-backoff.ts';

const policy = { free: 2, baseDelayMs: 1_000, maxDelayMs: 4_000, windowMs: 60_000, maxKeys: 3 };

describe('failure backoff', () => {
  it('lets the free failures pass, then doubles the wait after each further one up to the cap', async () => {
    let now = 0;
    const b = new FailureBackoff(policy, () => now);
    await b.recordFailure('k');
    await b.recordFailure('k');
    expect(await b.waitMs('k')).toBe(1_000);
    now = 1_000;
    expect(await b.waitMs('k')).toBe(0);
    await b.recordFailure('k');
    expect(await b.waitMs('k')).toBe(2_000);
    await b.recordFailure('k');
    await b.recordFailure('k');
    expect(await b.waitMs('k')).toBe(4_000);
    expect(await b.waitMs('other')).toBe(0);
  });

  it('forgets a key after the window without a failure, and starts again after a success', async () => {
    let now = 0;
    const b = new FailureBackoff(policy, () => now);
    for (let i = 0; i < 4; i++) await b.recordFailure('k');
    now = 60_001;
    expect(await b.waitMs('k')).toBe(0);
    for (let i = 0; i < 3; i++) await b.recordFailure('j');
    expect(await b.waitMs('j')).toBeGreaterThan(0);
    await b.clear('j');
    expect(await b.waitMs('j')).toBe(0);
  });

  it('remembers at most maxKeys keys in memory, dropping the least recently failed first', async () => {
    const store = new MemoryAttempts(policy.maxKeys);
    const b = new FailureBackoff(policy, () => 0, store);
    for (const key of ['a', 'b', 'c']) for (let i = 0; i < 3; i++) await b.recordFailure(key);
    await b.recordFailure('a');
    await b.recordFailure('d');
    expect(store.size).toBe(3);
    expect(await b.waitMs('b')).toBe(0);
    expect(await b.waitMs('a')).toBeGreaterThan(0);
    expect(await b.waitMs('c')).toBeGreaterThan(0);
  });
});
