import { paiseToRupees, rupeesToPaise, type userLimitsRequest } from '@bx/contract';
import type { z } from 'zod';
import { refuse, type Refusal } from '../../http/answer.ts';

/** An account's own limits (paise, null: none), as users stores them. */
export interface AccountLimits {
  exposure_limit: number | null;
  min_stake: number | null;
  max_stake: number | null;
}

/** Past the parent's bound: a parent without one bounds nothing, and a child without one is unbounded. */
const above = (child: number | null, parent: number | null) => parent !== null && (child === null || child > parent);

/**
 * Why an account's limits do not fit inside its parent's (`parent` null: a root's child, bound by
 * nothing), or null. The same rule on admin/user/create (omitted limits inherit the parent's) and
 * admin/user/limits.
 */
export function accountLimitsRefusal(limits: AccountLimits, parent: AccountLimits | null): Refusal | null {
  if (parent && above(limits.exposure_limit, parent.exposure_limit)) {
    return refuse('EXPOSURE_LIMIT_ABOVE_PARENT', "The exposure limit can be at most the parent's.");
  }
  if (parent && (above(limits.max_stake, parent.max_stake) || (limits.min_stake !== null && above(limits.min_stake, parent.max_stake)))) {
    return refuse('STAKE_LIMIT_ABOVE_PARENT', "The stake limits can be at most the parent's.");
  }
  return stakeRangeRefusal(limits.min_stake, limits.max_stake);
}

/** A minimum stake above the maximum allows no bet at all: an account's limits, and a market's (admin/market/create). */
export function stakeRangeRefusal(min: number | null | undefined, max: number | null | undefined): Refusal | null {
  if (min == null || max == null || min <= max) return null;
  return refuse('STAKE_LIMITS_INVALID', 'The minimum stake is above the maximum.');
}

/** admin/user/limits's request over the account's limits now: a given limit replaces, null clears, an omitted one stays. */
export function requestedLimits(b: z.output<typeof userLimitsRequest>, now: AccountLimits): AccountLimits {
  const given = (rupees: number | null | undefined, was: number | null) =>
    rupees === undefined ? was : rupees === null ? null : rupeesToPaise(rupees)!;
  return {
    exposure_limit: given(b.exposure_limit, now.exposure_limit),
    min_stake: given(b.min_stack, now.min_stake),
    max_stake: given(b.max_stack, now.max_stake),
  };
}

/** The limits as admin/user/limits answers them (rupees). */
export function limitsAnswer(userId: number, limits: AccountLimits) {
  const rupees = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));
  return {
    user_id: userId,
    exposure_limit: rupees(limits.exposure_limit),
    min_stack: rupees(limits.min_stake),
    max_stack: rupees(limits.max_stake),
  };
}
