import { describe, expect, it } from 'vitest';
import { SLOT_TITLES, slotPar, toNumber } from '../../src/index.ts';

const fraction = (f: { n: bigint; d: bigint }) => `${f.n}/${f.d}`;

// The full cycle of the 5-reel titles is 4-5 million stop combinations: about a second each.
describe('each slot title’s PAR sheet is its full-cycle enumeration', () => {
  it.each(SLOT_TITLES.map((t) => [t.id, t] as const))('%s: exact RTP, hit frequency and volatility as stated', (_, title) => {
    const par = slotPar(title);
    expect(fraction(par.rtp)).toBe(title.par.rtp);
    expect(fraction(par.hitFrequency)).toBe(title.par.hitFrequency);
    expect(par.volatility).toBeCloseTo(title.par.volatility, 5);
    expect(par.cycle).toBe(title.reels.reduce((n, strip) => n * BigInt(strip.length), 1n));
  });

  it.each(SLOT_TITLES.map((t) => [t.id, t] as const))('%s returns between 94%% and 97%%', (_, title) => {
    const [n, d] = title.par.rtp.split('/').map(BigInt) as [bigint, bigint];
    expect(toNumber({ n, d })).toBeGreaterThanOrEqual(0.94);
    expect(toNumber({ n, d })).toBeLessThanOrEqual(0.97);
  });
});
