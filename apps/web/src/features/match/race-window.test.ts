import { describe, expect, it } from 'vitest';
import { raceClosedReason, raceWithoutMarkets } from './race-window.ts';

describe('raceClosedReason', () => {
  const start = '2026-01-01T10:00:00.000Z';
  it('allows bets while the market is open', () => {
    expect(raceClosedReason('OPEN', start)).toBeNull();
  });

  it('explains a suspension at the off and before it', () => {
    expect(raceClosedReason('SUSPENDED', start, Date.parse(start) + 1000)).toMatch(/^Betting closed at the off/);
    expect(raceClosedReason('SUSPENDED', start, Date.parse(start) - 1000)).toMatch(/for now/);
  });

  it('explains a closed market', () => {
    expect(raceClosedReason('CLOSED', start)).toMatch(/closed/);
  });
});

describe('raceWithoutMarkets', () => {
  const off = '2026-11-29T09:30:00.000Z';
  it('says markets may still open before the off, and that the race has run after it', () => {
    expect(raceWithoutMarkets(off, Date.parse(off) - 1).title).toBe('No markets open yet');
    expect(raceWithoutMarkets(off, Date.parse(off))).toEqual({
      title: 'This race has run',
      text: 'It went off at 15:00: no market is open on it any more.',
    });
  });
});
