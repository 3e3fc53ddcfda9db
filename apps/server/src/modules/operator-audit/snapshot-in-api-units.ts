import { paiseToRupees } from '@bx/contract';

/** Stored columns in paise, answered in rupees under the API's own name (api.md: money in JSON is rupees). */
const PAISE: Record<string, string> = {
  balance: 'balance',
  credit_reference: 'credit_reference',
  exposure_limit: 'exposure_limit',
  min_stake: 'min_stack',
  max_stake: 'max_stack',
  max_exposure: 'max_exposure',
  four_eyes_credit_threshold: 'four_eyes_credit_threshold',
};

/** Stored columns in basis points, answered in percent under the API's own name. */
const BASIS_POINTS: Record<string, string> = {
  partnership_bp: 'partnership',
  commission_bp: 'commission_rate',
};

/**
 * A target's row as an operator reads it in the audit: the fields the API names in rupees and
 * percent, as `admin/user/list` and `admin/market/create` speak of them, not the paise and basis
 * points the row is stored in. Done on reading, so rows recorded before it read the same way.
 * A value that is not an integer (a hand-edited or repaired row) is left as it is.
 */
export function snapshotInApiUnits(row: Record<string, unknown> | null): Record<string, unknown> | null {
  if (row === null) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const integer = typeof value === 'number' && Number.isSafeInteger(value);
    if (key in PAISE) out[PAISE[key]!] = integer ? paiseToRupees(value) : value;
    else if (key in BASIS_POINTS) out[BASIS_POINTS[key]!] = integer ? value / 100 : value;
    else out[key] = value;
  }
  return out;
}
