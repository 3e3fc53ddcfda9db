import type { Role } from '../auth/auth-tables.ts';

/** Depth from the root: a user may only be the parent of users of a higher rank number. */
const RANK: Record<Role, number> = { admin: 0, master: 1, agent: 2, customer: 3 };

/** Whether a user of `parent` role may hold a `child` of this role: strictly lower, levels may be skipped. */
export function isRoleBelow(child: Role, parent: Role): boolean {
  return RANK[child] > RANK[parent];
}

/** A full percent of downline P/L, in basis points (what an admin keeps). */
export const FULL_PARTNERSHIP_BP = 10_000;
