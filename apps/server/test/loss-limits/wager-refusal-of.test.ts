import { describe, expect, it } from 'vitest';
import { wagerRefusalOf } from '../../src/modules/payments/wager-refusal.ts';

const now = Date.parse('2026-11-25T10:00:00Z');

describe('wagerRefusalOf, the game wagers’ rule on state read with the rest of a spin', () => {
  it('refuses a self-exclusion that runs past now, before the bet lock', () => {
    expect(wagerRefusalOf({ excludedUntil: now + 1, betLock: 1 }, now)).toMatchObject({ code: 'SELF_EXCLUDED' });
  });

  it('lets a customer whose exclusion has ended (or ends this instant) wager, unless bet-locked', () => {
    expect(wagerRefusalOf({ excludedUntil: now, betLock: 0 }, now)).toBeNull();
    expect(wagerRefusalOf({ excludedUntil: now - 1, betLock: 0 }, now)).toBeNull();
    expect(wagerRefusalOf({ excludedUntil: null, betLock: 0 }, now)).toBeNull();
    expect(wagerRefusalOf({ excludedUntil: now - 1, betLock: 1 }, now)).toMatchObject({ code: 'BET_LOCKED' });
  });
});
