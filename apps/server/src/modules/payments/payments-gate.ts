import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Spec section 6: deposit/withdraw is open to signup users who have a parent, and only while the
 * global setting payment_gateway is '1'.
 */
export async function paymentsAllowed(db: Kysely<Database>, userId: number): Promise<boolean> {
  const setting = await db.selectFrom('global_settings').select('payment_gateway').where('setting_id', '=', 1).executeTakeFirst();
  if (String(setting?.payment_gateway) !== '1') return false;
  const user = await db
    .selectFrom('users')
    .select(['is_signup_user', 'parent_id', 'role'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return !!user && user.role === 'customer' && Number(user.is_signup_user) === 1 && user.parent_id !== null;
}
