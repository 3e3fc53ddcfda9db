import { z } from 'zod';

/**
 * Rupees in JSON (at most 2 decimals) <-> integer paise on the server.
 * Conversion rounds to the nearest paisa after checking there are at most two decimals,
 * so 10.1 (binary 10.0999...) is 1010 paise, and 10.001 is rejected.
 */
export function rupeesToPaise(rupees: number): number | null {
  if (!Number.isFinite(rupees)) return null;
  const paise = Math.round(rupees * 100);
  return Math.abs(rupees * 100 - paise) < 1e-6 && Number.isSafeInteger(paise) ? paise : null;
}

/** Integer paise to rupees for JSON answers (display only: never fed back into money maths). */
export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/** A JSON amount in rupees with at most 2 decimals, also as a numeric string. */
export const rupees = z.coerce
  .number({ error: 'must be a number' })
  .refine((v) => rupeesToPaise(v) !== null, 'must be an amount in rupees with at most 2 decimals');

/** A positive amount in rupees up to one crore per call. */
export const positiveRupees = rupees.refine((v) => v > 0, 'must be more than 0').refine((v) => v <= 10_000_000, 'must be at most 1,00,00,000');
