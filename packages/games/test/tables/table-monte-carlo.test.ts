import { describe, expect, it } from 'vitest';
import { exactRtp, monteCarloRtp, type TableType } from '../../src/index.ts';
import { hmacStream } from './hmac-stream.ts';

// A quick cross-check of deal, payout and enumeration together (the bench runs 1,000,000 rounds).
// 4 standard errors, not 3: some 20 selections are checked at once, and the seed is fixed.
describe('a Monte Carlo on the HMAC stream agrees with the exact RTP', () => {
  it.each<[TableType, number]>([
    ['lucky7', 20_000],
    ['card32', 20_000],
  ])('%s over %i rounds: every selection within 4 standard errors', (type, rounds) => {
    const sampled = monteCarloRtp(type, rounds, (round) => hmacStream('b'.repeat(64), 'monte-carlo', round));
    exactRtp(type).forEach((exact, i) => {
      const { rtp, standardError } = sampled[i]!;
      expect(standardError).toBeGreaterThan(0);
      expect(Math.abs(rtp - exact.rtp), `${type} ${exact.sid} ${exact.side}`).toBeLessThan(4 * standardError);
    });
  });
});
