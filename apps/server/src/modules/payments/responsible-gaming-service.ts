import type { Kysely } from 'kysely';
import { limitKinds, rupeesToPaise, type LimitKind, type ResponsibleGamingLimits, COOLING_OFF_HOURS } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { loadLimits, nextLimitRow, toLimitView } from './responsible-gaming-limits.ts';
import { selfExcludedUntil } from './self-exclusion.ts';
import { isoTime } from './business-result.ts';
import { forgetLossLimit } from './loss-limit-room.ts';

export async function getLimits(db: Kysely<Database>, userId: number, now: number): Promise<ResponsibleGamingLimits> {
  const limits = await loadLimits(db, userId, now);
  return {
    deposit_limit_day: toLimitView(limits.deposit_limit_day),
    deposit_limit_week: toLimitView(limits.deposit_limit_week),
    deposit_limit_month: toLimitView(limits.deposit_limit_month),
    loss_limit_day: toLimitView(limits.loss_limit_day),
    self_excluded_until: isoTime(await selfExcludedUntil(db, userId, now)),
    cooling_off_hours: COOLING_OFF_HOURS,
  };
}

/** Applies the limits named in `wanted` (rupees; null removes); the others keep their values. */
export async function setLimits(
  db: Kysely<Database>,
  userId: number,
  wanted: Partial<Record<LimitKind, number | null | undefined>>,
  now: number,
): Promise<ResponsibleGamingLimits> {
  await db.transaction().execute(async (trx) => {
    const limits = await loadLimits(trx, userId, now);
    for (const kind of limitKinds) {
      const value = wanted[kind];
      if (value === undefined) continue;
      const row = nextLimitRow(limits[kind], value === null ? null : rupeesToPaise(value), now);
      await trx
        .insertInto('responsible_gaming_limits')
        .values({ user_id: userId, kind, ...row, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ ...row, updated_at: now }))
        .execute();
    }
  });
  forgetLossLimit(db, userId);
  return getLimits(db, userId, now);
}
