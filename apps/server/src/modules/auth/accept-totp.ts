import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { totpStep } from './totp.ts';

/**
 * Checks a user's TOTP code and spends it: the step is recorded only if no other request spent
 * the same or a later one first (a conditional update), so a code is accepted once even when two
 * requests race with it, on any number of server processes.
 */
export async function acceptTotp(
  db: Kysely<Database>,
  user: { user_id: number; totp_secret: string | null; totp_last_step: number | null },
  code: string,
): Promise<boolean> {
  if (!user.totp_secret) return false;
  const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
  const step = await totpStep(user.totp_secret, code, lastStep);
  if (step === null) return false;
  const spent = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('user_id', '=', Number(user.user_id))
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}
