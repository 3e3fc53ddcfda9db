import { describe, expect, it } from 'vitest';
import type { Command, Outcome } from '../../src/modules/trading/shared/commands.ts';
import { forwardedOutcome, keyOf, ranHereOutcome } from '../../src/modules/trading/ownership/route-decisions.ts';

/** What every bet here shares: the keys only matter by customer and client_ref. */
const bet = { userId: 7, marketId: 1000, matchId: 1, side: 'BACK', stake: 1000 } as const;
const place = (clientRef: string | null): Command => ({
  ...bet,
  type: 'place',
  selectionId: 11,
  price: 200,
  timeInForce: 'LIMIT',
  persistence: 'LAPSE',
  clientRef,
});
const fancy = (clientRef: string | null): Command => ({ ...bet, type: 'fancy', userId: 8, line: 50, rate: 100, clientRef });
const cancel: Command = { type: 'cancel', userId: 7, marketId: 1000, betId: 3 };
const sync: Command = { type: 'sync', marketId: 1000 };
const placed: Outcome = { ok: true, data: { bet_id: 1 } };
const tryAgain: Outcome = { ok: false, code: 'TRY_AGAIN', message: 'again' };

describe('a command’s key', () => {
  it('is the customer and client_ref of a keyed placement or fancy bet', () => {
    expect(keyOf(place('r1'))).toBe('7:r1');
    expect(keyOf(fancy('r2'))).toBe('8:r2');
  });

  it('is null without a client_ref, and for other commands', () => {
    expect(keyOf(place(null))).toBeNull();
    expect(keyOf(place(''))).toBeNull();
    expect(keyOf(fancy(null))).toBeNull();
    expect(keyOf(cancel)).toBeNull();
    expect(keyOf(sync)).toBeNull();
  });
});

describe('what a forwarded command answers', () => {
  it('the owner’s answer, whatever the command', () => {
    expect(forwardedOutcome({ answer: placed }, cancel)).toBe(placed);
    expect(forwardedOutcome({ answer: tryAgain }, place(null))).toBe(tryAgain);
  });

  it('sent again when never delivered or refused because the shard moved', () => {
    for (const command of [place(null), cancel, sync]) {
      expect(forwardedOutcome({ undelivered: true }, command)).toBeNull();
      expect(forwardedOutcome({ moved: true }, command)).toBeNull();
    }
  });

  it('lost in flight: sent again when repeating is harmless (keyed placement, sync), else OUTCOME_UNKNOWN', () => {
    expect(forwardedOutcome({ lost: true }, place('r1'))).toBeNull();
    expect(forwardedOutcome({ lost: true }, fancy('r2'))).toBeNull();
    expect(forwardedOutcome({ lost: true }, sync)).toBeNull();
    for (const command of [place(null), fancy(null), cancel]) {
      const outcome = forwardedOutcome({ lost: true }, command);
      expect(outcome).toMatchObject({ ok: false, code: 'OUTCOME_UNKNOWN' });
      expect(outcome && outcome.ok === false && outcome.message).toContain('client_ref');
    }
  });
});

describe('what a command run here answers', () => {
  it('its outcome, unless its batch was fenced (TRY_AGAIN while the fenced count moved): then null, sent on', () => {
    expect(ranHereOutcome(placed, 0, 1)).toBe(placed);
    expect(ranHereOutcome(tryAgain, 2, 2)).toBe(tryAgain);
    expect(ranHereOutcome(tryAgain, 2, 3)).toBeNull();
    const refused: Outcome = { ok: false, code: 'INSUFFICIENT_FUNDS', message: 'no' };
    expect(ranHereOutcome(refused, 0, 1)).toBe(refused);
  });
});
