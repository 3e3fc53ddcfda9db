import { z } from 'zod';

/**
 * Who placed a bet, as the bet lists show it: the customer, a cash out (its legs are stored with
 * client_ref `<ref>#<i>`, trading/place/plan-cash-out-command.ts), or the auto cash out (`auto-<rule>#<i>`).
 */
export const placedByValue = z.enum(['customer', 'cash_out', 'auto_cash_out']);
export type PlacedBy = z.infer<typeof placedByValue>;

const LEG_REF = /#\d+$/;
const AUTO_LEG_REF = /^auto-\d+#\d+$/;

/** Who placed a bet stored with this client_ref. */
export function placedBy(clientRef: string | null): PlacedBy {
  if (clientRef === null || !LEG_REF.test(clientRef)) return 'customer';
  return AUTO_LEG_REF.test(clientRef) ? 'auto_cash_out' : 'cash_out';
}

/**
 * The customer's own refs cannot take the server's forms, so `placedBy` tells them apart and a
 * bet keyed like an auto cash-out leg cannot pass for one that fired: a bet's ref never ends in
 * `#<digits>`, a cash out's never starts with `auto-`.
 */
export const isCustomerBetRef = (ref: string): boolean => !LEG_REF.test(ref);
export const isCustomerCashOutRef = (ref: string): boolean => !ref.startsWith('auto-');
