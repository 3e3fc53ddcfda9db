import { describe, expect, it } from 'vitest';
import { raceClosedReason } from './race-window.ts';

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
