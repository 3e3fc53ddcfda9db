import { z } from 'zod';
import { entityId } from './catalog.ts';
import { failEnvelope, okEnvelope } from './envelope.ts';
import { positiveRupees, signedRupees, strictNumber } from './money.ts';
import { isCustomerCashOutRef } from './placed-by.ts';

/** Part of the position to cash out: 0 < f <= 1 (0.5 = half), at most 4 decimals; default all of it. */
const fraction = strictNumber
  .pipe(z.number().gt(0, 'must be more than 0').lte(1, 'must be at most 1'))
  .refine((v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6, 'must have at most 4 decimals')
  .default(1);

export const cashOutQuoteRequest = z.object({ market_id: entityId, fraction });

/** One bet of the hedge, as a bet is sent: decimal odds and stake in rupees. */
export const cashOutLeg = z.object({ selection_id: z.number().int(), is_back: z.boolean(), odds: z.number(), stack: z.number() });

/**
 * A cash-out quote: `value` in rupees (signed) is what the cash out locks in, the P&L on every
 * runner after a full one, before commission; `legs` the hedge bets at the prices they may fill
 * at (or better); `unmatched_to_cancel` the caller's unmatched bets on the market cancelled first.
 */
export const cashOutQuote = z.object({
  market_id: z.number().int(),
  fraction: z.number(),
  value: z.number(),
  legs: z.array(cashOutLeg),
  unmatched_to_cancel: z.number().int(),
});
export type CashOutQuote = z.infer<typeof cashOutQuote>;

export const cashOutRequest = z.object({
  market_id: entityId,
  fraction,
  /** The value the customer accepted (the quote's): nothing is placed if the cash out would give less. */
  min_value: signedRupees,
  client_ref: z.string().trim().min(1).max(60).refine(isCustomerCashOutRef, 'must not start with auto- (the auto cash out’s)'),
});

export const cashOutDone = z.object({
  value: z.number(),
  bet_ids: z.array(z.number().int()),
  cancelled_bet_ids: z.array(z.number().int()),
});
export type CashOutDone = z.infer<typeof cashOutDone>;

/** CASH_OUT_CHANGED: the book moved, nothing was placed; `data` is the new quote to show and confirm. */
export const cashOutChanged = failEnvelope.extend({ code: z.literal('CASH_OUT_CHANGED'), data: cashOutQuote });

export const cashOutEnvelope = z.union([okEnvelope(cashOutDone), cashOutChanged, failEnvelope]);

export const setAutoCashOutRequest = z
  .object({ market_id: entityId, profit_target: positiveRupees.optional(), loss_limit: positiveRupees.optional() })
  .refine((r) => r.profit_target !== undefined || r.loss_limit !== undefined, {
    message: 'give a profit_target, a loss_limit or both',
    path: ['profit_target'],
  });

export const autoCashOutRule = z.object({
  market_id: z.number().int(),
  match_id: z.number().int(),
  market_name: z.string(),
  profit_target: z.number().nullable(),
  loss_limit: z.number().nullable(),
  /** ACTIVE (in force), FIRED (cashed out), ENDED (the position or the market went first). */
  status: z.enum(['ACTIVE', 'FIRED', 'ENDED']),
  /** When it fired: the value taken and the hedge's bets. */
  fired_value: z.number().nullable(),
  bet_ids: z.array(z.number().int()),
  created_at: z.string(),
  ended_at: z.string().nullable(),
});
export type AutoCashOutRule = z.infer<typeof autoCashOutRule>;

export const getAutoCashOutRequest = z.object({ match_id: entityId.optional() });
export const autoCashOutRules = z.object({ rules: z.array(autoCashOutRule), fired: z.array(autoCashOutRule) });
export const clearAutoCashOutRequest = z.object({ market_id: entityId });
