import { calls } from '@bx/contract';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializer, type CompiledAnswer } from '../../src/http/answer-serializer.ts';

/** A route's serializer as Fastify compiles it, with its check on or off. */
function serializerOf(schema: z.ZodType, check: boolean) {
  const compiled = new Map<string, CompiledAnswer>();
  const write = answerSerializer(check, compiled)({ schema, method: 'POST', url: '/api/x', httpStatus: '200' });
  return { write, compiled: compiled.get('POST /api/x 200')! };
}

/** What the zod serializer (parse, then JSON.stringify) writes. */
const viaZod = (schema: z.ZodType, data: unknown) => zodSerializer({ schema, method: 'POST', url: '/api/x' })(data);

const placed = {
  status: true,
  message: 'Bet placed.',
  data: { bet_id: 7, status: 'EXECUTABLE', matched_stack: 0, remaining_stack: 12.5, cancelled_stack: 0, avg_odds: 0 },
};
const refusedWithQuote = { status: false, message: 'Rate changed', code: 'RATE_CHANGED', data: null, quote: { run: null, rate: 1.95 } };
const betRow = {
  bet_id: 1,
  match_id: 2,
  market_id: 3,
  fancy_id: null,
  market_name: 'Match Odds',
  market_type: 'MATCH_ODDS',
  match_name: 'A v "B"',
  sport_name: 'Cricket',
  selection_id: 4,
  selection_name: 'A\u2028',
  is_back: true,
  odds: 2.02,
  avg_odds: 2.04,
  run: null,
  stack: 10,
  matched_stack: 10,
  remaining_stack: 0,
  status: 'EXECUTION_COMPLETE',
  bet_status: 'MATCHED',
  profit_loss: null,
  created_at: '2026-11-28T01:00:00.000Z',
  placed_by: 'auto_cash_out',
  lapse_reason: 'IN_PLAY',
};

describe('answers written by the compiled serializer', () => {
  it.each([
    ['a placed bet', calls.bet.placeMarketBet.answer, placed],
    ['a refusal with its new quote', calls.bet.placeMarketBet.answer, refusedWithQuote],
    ['a cancelled bet', calls.bet.cancelBet.answer, { ...placed, message: 'Bet cancelled.' }],
    [
      'a page of bets',
      calls.bet.getCurrentBets.answer,
      { status: true, message: '', data: { data: [betRow], total: { total_count: 1 }, limit: 20 } },
    ],
    [
      'open bets of a match',
      calls.bet.getMarketAndFancyBet.answer,
      { status: true, message: '', data: { matched: [betRow], unmatched: [] } },
    ],
  ])('write %s exactly as zod parsed and JSON.stringify wrote it, check on or off', (_, schema, answer) => {
    const expected = viaZod(schema, answer);
    expect(serializerOf(schema, false).write(answer)).toBe(expected);
    expect(serializerOf(schema, true).write(answer)).toBe(expected);
  });

  it('drop what the answer schema does not declare, as zod did', () => {
    const { write } = serializerOf(calls.bet.placeMarketBet.answer, false);
    expect(JSON.parse(write({ ...placed, internal: 'x', data: { ...placed.data, user_id: 9 } }))).toEqual(placed);
  });

  it('with the check (the tests), refuse an answer outside the contract that the compiled serializer alone would write', () => {
    // An integer field holding a fraction: fast-json-stringify writes a whole number, zod refuses it.
    const schema = z.object({ count: z.number().int() });
    expect(serializerOf(schema, false).write({ count: 7.5 })).toMatch(/^\{"count":[78]\}$/);
    expect(() => serializerOf(schema, true).write({ count: 7.5 })).toThrow();
  });

  it('keep zod for an answer schema whose output is not its input (a transform or a default)', () => {
    const schema = z.object({ n: z.number().transform((n) => n * 2), d: z.string().default('x') });
    const { write, compiled } = serializerOf(schema, false);
    expect(compiled.json).toBeNull();
    expect(write({ n: 2 })).toBe('{"n":4,"d":"x"}');
  });
});
