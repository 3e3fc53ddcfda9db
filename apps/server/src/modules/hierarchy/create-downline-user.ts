import { rupeesToPaise, type adminCreateUser } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { ok, refuse, type Refusal } from '../../http/answer.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { AuthUser } from '../auth/token-store.ts';
import { findUserByName, insertUser, NOT_SIGNED_UP, isUniqueViolation, type UserRow } from '../auth/user-repository.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { accountLimitsRefusal, type AccountLimits } from './account-limits.ts';
import { FULL_PARTNERSHIP_BP, isRoleBelow } from './roles.ts';

type CreateUser = z.output<typeof adminCreateUser>;

const paise = (rupees: number | undefined) => (rupees === undefined ? undefined : rupeesToPaise(rupees)!);

/** Why the new user's partnership and limits do not fit inside its parent's, or null. */
function limitsRefusal(b: CreateUser, parent: UserRow, limits: AccountLimits): Refusal | null {
  const partnershipBp = Math.round((b.partnership ?? 0) * 100);
  if (partnershipBp > Number(parent.partnership_bp)) {
    return refuse('PARTNERSHIP_ABOVE_PARENT', `The partnership can be at most ${Number(parent.partnership_bp) / 100}%, the parent's.`);
  }
  return accountLimitsRefusal(limits, parent);
}

/**
 * Creates a user under `parent` (the caller or one of its downline, already checked): a lower
 * role, limits inside the parent's (omitted limits inherit them), a customer wallet for every
 * level below admin (operators hold chips too). The user replaces the password at first login.
 */
export async function createDownlineUser(
  db: Kysely<Database>,
  caller: AuthUser,
  parent: UserRow,
  b: CreateUser,
): Promise<ReturnType<typeof ok<{ user_id: number }>> | Refusal> {
  const makesAdmin = b.role === 'admin';
  if (makesAdmin ? caller.role !== 'admin' : !isRoleBelow(b.role, parent.role)) {
    return refuse(
      'ROLE_NOT_BELOW_PARENT',
      `${parent.role === 'admin' || parent.role === 'agent' ? 'An' : 'A'} ${parent.role} can only hold users of a lower level.`,
    );
  }
  // Omitted limits inherit the parent's.
  const limits: AccountLimits = {
    exposure_limit: paise(b.exposure_limit) ?? parent.exposure_limit,
    min_stake: paise(b.min_stack) ?? parent.min_stake,
    max_stake: paise(b.max_stack) ?? parent.max_stake,
  };
  const refusal = makesAdmin ? null : limitsRefusal(b, parent, limits);
  if (refusal) return refusal;
  if (await findUserByName(db, b.user_name)) return refuse('USER_NAME_TAKEN', 'This user name is taken.');
  const userId = await insertUser(db, {
    user_name: b.user_name,
    name: b.name,
    password_hash: await hashPassword(b.password),
    role: b.role,
    // Admins are roots: the whole exchange is their downline.
    parent_id: makesAdmin ? null : Number(parent.user_id),
    // The operator chose this password and knows it: the user replaces it at first login (as the family does).
    is_change_password: 1,
    ...NOT_SIGNED_UP,
    created_at: Date.now(),
    credit_reference: paise(b.credit_reference) ?? 0,
    partnership_bp: makesAdmin ? FULL_PARTNERSHIP_BP : Math.round((b.partnership ?? 0) * 100),
    ...limits,
  }).catch((error: unknown) => {
    // Another request took the name between the check and the insert.
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  if (userId === null) return refuse('USER_NAME_TAKEN', 'This user name is taken.');
  if (!makesAdmin) await ensureCustomerAccounts(db, userId);
  return ok({ user_id: userId }, 'User created.');
}
