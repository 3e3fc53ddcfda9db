import { performance } from 'node:perf_hooks';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { z } from 'zod';
import { safeParse } from 'zod/v4/core';
import { calls } from '../packages/contract/src/index.ts';
import type { BenchResult } from './bench-result.ts';

/** The hot calls' bodies as the web app and the providers send them. */
const hotBodies: { call: { path: string; body?: unknown }; body: unknown }[] = [
  {
    call: calls.bet.placeMarketBet,
    body: { match_id: 7, market_id: 123, selection_id: 456, is_back: true, odds: 2.5, stack: 100, client_ref: 'web-1f3a9c-17' },
  },
  {
    call: calls.bet.placeFancyBet,
    body: { match_id: 7, fancy_id: 88, is_back: false, run: 42, size: 100, stack: 500, client_ref: 'web-1f3a9c-18' },
  },
  { call: calls.bet.cancelBet, body: { bet_id: 991 } },
  { call: calls.bet.replaceBet, body: { bet_id: 991, odds: 2.52 } },
  { call: calls.bet.cashOut, body: { market_id: 123, fraction: 1, min_value: 33.33, client_ref: 'co-1f3a9c-1' } },
  { call: calls.slot.spin, body: { game_id: 'lucky-sevens', bet: 10, client_ref: 'spin-1f3a9c-1' } },
  {
    call: calls.provider.wallet,
    body: {
      action: 'debit',
      provider_id: 'demo',
      token: 'a'.repeat(43),
      transactionId: 'tx-991',
      roundId: 'r-17',
      gameId: 'g-1',
      amount: 10,
    },
  },
];

const PARSES = 50_000;
const ROUNDS = 5;

/** Median µs of one call of `work` over ROUNDS rounds of PARSES calls (after a warm-up round). */
function microseconds(work: () => unknown): number {
  for (let i = 0; i < PARSES; i++) work();
  const rounds: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    for (let i = 0; i < PARSES; i++) work();
    rounds.push(((performance.now() - started) * 1000) / PARSES);
  }
  return rounds.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;
}

/**
 * How a hot call's request body is validated (issue 30, item 1): zod 4's `safeParse`, as the
 * route's validator compiler runs it (zod compiles each object schema into one function at its
 * first parse), against Ajv 8 compiled from the same schema's JSON Schema (`z.toJSONSchema`, input
 * side). Ajv only says yes or no: it cannot give the handler zod's output (money turned into
 * paise-ready numbers, flags into booleans, defaults filled in, trimmed refs), so the route would
 * still need zod after it; and the money fields' transforms have no JSON Schema (they check as
 * anything there), so Ajv checks less than zod does. The figures bound what a compiled check
 * could save a request: the bench's bare Fastify route costs 40-50 µs of CPU a request.
 */
export default {
  name: 'request-validation',
  async run(): Promise<BenchResult[]> {
    // Fastify's default validator compiler (Ajv 8 with Fastify's options: coercion, defaults).
    const compile = AjvCompiler()({}, { customOptions: { strict: false } });
    return hotBodies.map(({ call, body }) => {
      const schema = call.body as z.ZodType;
      if (!safeParse(schema, body).success) throw new Error(`${call.path}: the sample body is not valid`);
      const check = compile({ schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-7' }) });
      if (!check(structuredClone(body))) throw new Error(`${call.path}: Ajv refuses the sample body`);
      const zodUs = microseconds(() => safeParse(schema, body));
      const ajvUs = microseconds(() => check(body));
      return {
        name: `request-validation: ${call.path} body, zod safeParse`,
        value: Number(zodUs.toFixed(3)),
        unit: 'µs',
        baseline: 'Ajv compiled from its JSON Schema (check only)',
        baseline_value: Number(ajvUs.toFixed(3)),
        ratio: zodUs / ajvUs,
        note: `median of ${ROUNDS} rounds of ${PARSES.toLocaleString('en-US')}; Ajv gives no parsed output, so at most ${(zodUs - ajvUs).toFixed(2)} µs a request to save`,
      };
    });
  },
};
