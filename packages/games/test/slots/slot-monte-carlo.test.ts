import { describe, expect, it } from 'vitest';
import { monteCarloSlot, SLOT_TITLES, toNumber } from '../../src/index.ts';
import { hmacStream } from '../tables/hmac-stream.ts';

// A quick cross-check of stops, evaluation and free spins against the enumeration; the bench
// runs 10,000,000 spins per title. 4 standard errors: a fixed seed, three titles at once.
describe('a Monte Carlo on the HMAC stream agrees with the exact RTP', () => {
  it.each(SLOT_TITLES.map((t) => [t.id, t] as const))('%s over 20,000 paid spins: within 4 standard errors', (_, title) => {
    const sampled = monteCarloSlot(title, 20_000, (k) => hmacStream('c'.repeat(64), 'monte-carlo', k));
    const [n, d] = title.par.rtp.split('/').map(BigInt) as [bigint, bigint];
    expect(Math.abs(sampled.rtp - toNumber({ n, d }))).toBeLessThan(4 * sampled.standardError);
  });
});
