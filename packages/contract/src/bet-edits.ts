import { z } from 'zod';
import { entityId } from './catalog.ts';
import { decimalOdds, positiveRupees } from './money.ts';

/**
 * An unmatched exchange bet edited (api.md "Cash out, editing and export"): `stack` alone lowers
 * the unmatched stake in place (the bet keeps its queue place); `odds` moves the unmatched part to
 * a new price as a new bet (with `stack`, of that stake, never more than is unmatched now).
 */
export const replaceBetRequest = z
  .object({ bet_id: entityId, odds: decimalOdds.optional(), stack: positiveRupees.optional() })
  .refine((b) => b.odds !== undefined || b.stack !== undefined, { message: 'give odds, stack or both', path: ['odds'] });
export type ReplaceBetRequest = z.input<typeof replaceBetRequest>;

/** Every unmatched bet of the caller on one market, or on every market of one match. */
export const cancelAllRequest = z
  .object({ market_id: entityId.optional(), match_id: entityId.optional() })
  .refine((b) => (b.market_id === undefined) !== (b.match_id === undefined), {
    message: 'give either market_id or match_id: one of them',
    path: ['market_id'],
  });
export type CancelAllRequest = z.input<typeof cancelAllRequest>;

export const cancelledBets = z.object({ cancelled: z.number().int(), bet_ids: z.array(z.number().int()) });
export type CancelledBets = z.infer<typeof cancelledBets>;
