import { z } from 'zod';
import { positiveRupees } from './money.ts';
import { numeric } from './numeric.ts';

/** Increases (and removals) of a limit wait this long; decreases apply at once. */
export const COOLING_OFF_HOURS = 24;
export const limitKinds = ['deposit_limit_day', 'deposit_limit_week', 'deposit_limit_month', 'loss_limit_day'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** A rupee limit, or null to remove it (a removal counts as an increase). */
const limitValue = positiveRupees.nullable().optional();

/** POST responsibleGaming/setLimits: only the limits named change. */
export const setLimitsBody = z.object({
  deposit_limit_day: limitValue,
  deposit_limit_week: limitValue,
  deposit_limit_month: limitValue,
  loss_limit_day: limitValue,
});
export type SetLimitsBody = z.input<typeof setLimitsBody>;

/** One limit as it stands: `current` applies now; `pending` takes over at `pending_effective_at`. */
export const limitView = z.object({
  current: z.number().nullable(),
  pending: z.number().nullable(),
  pending_effective_at: z.string().nullable(),
});
export type LimitView = z.infer<typeof limitView>;

export const responsibleGamingLimits = z.object({
  deposit_limit_day: limitView,
  deposit_limit_week: limitView,
  deposit_limit_month: limitView,
  loss_limit_day: limitView,
  self_excluded_until: z.string().nullable(),
  cooling_off_hours: z.number(),
});
export type ResponsibleGamingLimits = z.infer<typeof responsibleGamingLimits>;

/** POST responsibleGaming/selfExclude: the account is locked (login refused, SELF_EXCLUDED) for this many days. */
export const selfExcludeBody = z.object({
  days: numeric(
    z.number({ error: 'Choose a number of days' }).int('Whole days only').min(1, 'At least 1 day').max(365, 'At most 365 days'),
  ),
});
export const selfExcludeResult = z.object({ self_excluded_until: z.string() });
