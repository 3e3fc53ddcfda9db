import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetSlip, type SlipTarget } from './bet-slip-store.ts';
import { placedText, sendSlip } from './place-bet.ts';

const target: SlipTarget = {
  kind: 'market',
  matchId: 1,
  marketId: 10,
  marketName: 'Match Odds',
  onLadder: true,
  selectionId: 101,
  runnerName: 'A',
  isBack: true,
  odds: 2,
  betDelay: 0,
  minStack: 1,
  maxStack: 1000,
};
const placed = {
  status: true,
  message: 'Bet placed.',
  data: { bet_id: 7, status: 'EXECUTABLE', matched_stack: 0, remaining_stack: 10, cancelled_stack: 0, avg_odds: 0 },
};
const unknown = { status: false, code: 'OUTCOME_UNKNOWN', message: 'We could not confirm whether this was stored.', data: null };

/** A fetch that plays the given steps in order (a Response to answer, an Error to fail) and records the refs sent. */
function server(steps: (Response | Error)[]) {
  const refs: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      refs.push(JSON.parse(String(init.body)).client_ref);
      const step = steps.shift()!;
      if (step instanceof Error) throw step;
      return step;
    }),
  );
  return refs;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => useBetSlip.getState().open(target));
afterEach(() => vi.unstubAllGlobals());

describe('the slip sends each submission with a client_ref', () => {
  it('re-sends the same ref after a network failure, then uses a new one after the answer', async () => {
    const refs = server([new TypeError('Failed to fetch'), json(200, placed), json(200, placed)]);
    expect(await sendSlip(target, 10, 0)).toMatchObject({ status: true });
    expect(refs).toHaveLength(2);
    expect(refs[1]).toBe(refs[0]);
    await sendSlip(target, 10, 0);
    expect(refs[2]).not.toBe(refs[0]);
  });

  it('keeps the ref through OUTCOME_UNKNOWN (HTTP 503) for the next press, and renews it after a refusal', async () => {
    const refs = server([
      json(503, unknown),
      json(503, unknown),
      json(200, { status: false, code: 'INSUFFICIENT_FUNDS', message: 'Insufficient balance.', data: null }),
      json(200, placed),
    ]);
    await expect(sendSlip(target, 10, 0)).rejects.toThrow(/could not confirm/);
    expect(refs[1]).toBe(refs[0]);
    expect(useBetSlip.getState().clientRef).toBe(refs[0]);
    // The customer presses again: the same ref, so a bet stored by the first press comes back instead of a second one.
    expect(await sendSlip(target, 10, 0)).toMatchObject({ status: false, code: 'INSUFFICIENT_FUNDS' });
    expect(refs[2]).toBe(refs[0]);
    await sendSlip(target, 10, 0);
    expect(refs[3]).not.toBe(refs[0]);
  });

  it('renews the ref after a 400 (refused before anything ran) and does not send it twice', async () => {
    const refs = server([
      json(400, { status: false, code: 'VALIDATION_ERROR', message: 'Invalid request: stack', data: null }),
      json(200, placed),
    ]);
    await expect(sendSlip(target, 10, 0)).rejects.toThrow(/Invalid request/);
    expect(refs).toHaveLength(1);
    await sendSlip(target, 10, 0);
    expect(refs[1]).not.toBe(refs[0]);
  });

  it('gives a newly opened slip a new ref', () => {
    const before = useBetSlip.getState().clientRef;
    useBetSlip.getState().open(target);
    expect(useBetSlip.getState().clientRef).not.toBe(before);
  });
});

describe('the toast of an accepted bet', () => {
  const fancy = (fancyType: string, run: number, rate: number): SlipTarget => ({
    kind: 'fancy',
    matchId: 1,
    fancyId: 12,
    fancyType,
    name: 'Fancy',
    isBack: true,
    run,
    rate,
    minStack: 1,
    maxStack: 1000,
  });
  const matched = {
    bet_id: 8,
    status: 'EXECUTION_COMPLETE' as const,
    matched_stack: 100,
    remaining_stack: 0,
    cancelled_stack: 0,
    avg_odds: 2,
  };

  it("names a fancy bet's run and rate as the slip showed them, and an odd/even bet's odds", () => {
    expect(placedText(fancy('SESSION', 59, 100), matched)).toBe('Bet matched: 100.00 at 59/100.');
    expect(placedText(fancy('KHADO', 60, 150), { ...matched, avg_odds: 2.5 })).toBe('Bet matched: 100.00 at 60/150.');
    expect(placedText(fancy('ODD_EVEN', 0, 1.95), { ...matched, avg_odds: 1.95 })).toBe('Bet matched: 100.00 at 1.95.');
  });

  it("names a bookmaker bet's rate as the house quotes it", () => {
    const bookmaker: SlipTarget = { ...target, marketName: 'Bookmaker', onLadder: false, odds: 1.45 };
    expect(placedText(bookmaker, { ...matched, avg_odds: 1.45 })).toBe('Bet matched: 100.00 at 45.');
  });

  it('names the matched price of an exchange bet, and what waits unmatched', () => {
    expect(placedText(target, { ...matched, avg_odds: 2.02 })).toBe('Bet matched: 100.00 at 2.02.');
    expect(placedText(target, { ...matched, matched_stack: 0, remaining_stack: 100, avg_odds: 0 })).toBe(
      'Bet unmatched: 100.00 waits at 2.',
    );
  });
});
