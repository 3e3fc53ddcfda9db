import type { Kysely, Selectable } from 'kysely';
import { COOLING_OFF_HOURS, HOUR_MS, limitKinds, paiseToRupees, type LimitKind, type LimitView } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { ResponsibleGamingLimitsTable } from './payments-tables.ts';
import { isoTime } from './business-result.ts';

const COOLING_OFF_MS = COOLING_OFF_HOURS * HOUR_MS;

type LimitRow = Pick<Selectable<ResponsibleGamingLimitsTable>, 'amount' | 'pending_amount' | 'pending_effective_at'>;

export interface EffectiveLimit {
  /** Paise; null = no limit. */
  current: number | null;
  pending: { amount: number | null; effectiveAt: number } | null;
}

/** A waiting increase takes over once its cooling-off time has passed; no job has to apply it. */
function effectiveLimit(row: LimitRow | undefined, now: number): EffectiveLimit {
  if (!row) return { current: null, pending: null };
  const amount = row.amount === null ? null : Number(row.amount);
  if (row.pending_effective_at === null) return { current: amount, pending: null };
  const pendingAmount = row.pending_amount === null ? null : Number(row.pending_amount);
  const effectiveAt = Number(row.pending_effective_at);
  return effectiveAt <= now
    ? { current: pendingAmount, pending: null }
    : { current: amount, pending: { amount: pendingAmount, effectiveAt } };
}

/** Every limit of a user as it applies at `now` (paise). */
export async function loadLimits(db: Kysely<Database>, userId: number, now: number): Promise<Record<LimitKind, EffectiveLimit>> {
  const rows = await db.selectFrom('responsible_gaming_limits').selectAll().where('user_id', '=', userId).execute();
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return Object.fromEntries(limitKinds.map((kind) => [kind, effectiveLimit(byKind.get(kind), now)])) as Record<LimitKind, EffectiveLimit>;
}

export function toLimitView(limit: EffectiveLimit): LimitView {
  return {
    current: limit.current === null ? null : paiseToRupees(limit.current),
    pending: limit.pending?.amount == null ? null : paiseToRupees(limit.pending.amount),
    pending_effective_at: limit.pending ? isoTime(limit.pending.effectiveAt) : null,
  };
}

/**
 * The row to store when a customer asks for `wanted` (paise, null = no limit): a decrease applies
 * at once and cancels any waiting increase; an increase or a removal waits COOLING_OFF_MS.
 */
export function nextLimitRow(existing: EffectiveLimit, wanted: number | null, now: number): LimitRow {
  const { current } = existing;
  const tighterOrSame = wanted !== null && (current === null || wanted <= current);
  if (tighterOrSame) return { amount: wanted, pending_amount: null, pending_effective_at: null };
  return { amount: current, pending_amount: wanted, pending_effective_at: now + COOLING_OFF_MS };
}
