import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Role } from '../auth/auth-tables.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { findUserById } from '../auth/user-repository.ts';
import { selfOrDownline } from '../hierarchy/downline-scope.ts';
import { inSubtreeOf } from '../hierarchy/subtree-totals.ts';

/** Whose bets a risk call counts, and the caller's partnership by which its share is taken. */
export interface RiskScope {
  /** The caller, or the user of its downline the request named. */
  rootId: number;
  rootRole: Role;
  /** The caller's own partnership, basis points. */
  partnershipBp: number;
}

/**
 * The scope of a risk call: the caller's whole downline, or the part under `userId`; null when
 * `userId` is outside it (the route answers 403). Checked on the server for every call.
 */
export async function riskScopeOf(db: Kysely<Database>, caller: AuthUser, userId?: number): Promise<RiskScope | null> {
  const root = await selfOrDownline(db, caller, userId ?? caller.userId);
  const self = root && Number(root.user_id) === caller.userId ? root : await findUserById(db, caller.userId);
  if (!root || !self) return null;
  return { rootId: Number(root.user_id), rootRole: root.role, partnershipBp: Number(self.partnership_bp) };
}

/**
 * SQL: whether the user id in `column` is a customer the scope counts. An admin's scope is every
 * customer; an operator's walks only the operators below it (inSubtreeOf), never the customers.
 */
export function countsUser(scope: RiskScope, column: string) {
  const ref = sql.ref(column);
  if (scope.rootRole === 'customer') return sql<boolean>`${ref} = ${scope.rootId}`;
  if (scope.rootRole === 'admin') return sql<boolean>`${ref} IN (SELECT users.user_id FROM users WHERE users.role = 'customer')`;
  return sql<boolean>`${ref} IN (SELECT users.user_id FROM users WHERE users.role = 'customer' AND ${inSubtreeOf(scope.rootId)})`;
}
