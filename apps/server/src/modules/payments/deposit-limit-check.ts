import type { Kysely } from 'kysely';
import { HOUR_MS, paiseToRupees, type LimitKind } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { loadLimits } from './responsible-gaming-limits.ts';
import { sumRequests } from './payment-repository.ts';

/** Rolling windows: 24 hours, 7 days, and a month counted as 30 days. */
const windows: { kind: LimitKind; label: string; ms: number }[] = [
  { kind: 'deposit_limit_day', label: '24-hour', ms: 24 * HOUR_MS },
  { kind: 'deposit_limit_week', label: '7-day', ms: 7 * 24 * HOUR_MS },
  { kind: 'deposit_limit_month', label: '1-month', ms: 30 * 24 * HOUR_MS },
];

/**
 * Null when a deposit of `amount` paise fits every deposit limit, else the message to show.
 * Pending requests count too, so several requests cannot together pass a limit.
 */
export async function depositLimitBreach(db: Kysely<Database>, userId: number, amount: number, now: number): Promise<string | null> {
  const limits = await loadLimits(db, userId, now);
  for (const window of windows) {
    const limit = limits[window.kind].current;
    if (limit === null) continue;
    const used = await sumRequests(db, userId, 'DEPOSIT', ['PENDING', 'APPROVED'], now - window.ms);
    if (used + amount > limit) {
      const left = Math.max(0, limit - used);
      return `This deposit would pass your ${window.label} deposit limit of ₹${paiseToRupees(limit).toFixed(2)}; you can deposit up to ₹${paiseToRupees(left).toFixed(2)} now.`;
    }
  }
  return null;
}
