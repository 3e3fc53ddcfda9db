import { paiseToRupees, type downlineSummary } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { subtreeTotals } from './subtree-totals.ts';

/**
 * The caller's book: its own wallet (an admin has none: its chips come from the house's cash),
 * what its whole downline holds and has at risk, the downline's P/L against the credit given to
 * the caller's children, and the caller's share of it by partnership (it keeps that part of the
 * downline's loss, and pays that part of its win).
 */
export async function downlineSummaryOf(db: Kysely<Database>, userId: number): Promise<z.input<typeof downlineSummary>> {
  const caller = await db.selectFrom('users').select('partnership_bp').where('user_id', '=', userId).executeTakeFirstOrThrow();
  const own = await customerBalance(db, userId);
  const ownBalance = own ? own.main + own.exposure : 0;
  const whole = (await subtreeTotals(db, [userId])).get(userId) ?? { balance: 0, exposure: 0 };
  const credit = await db
    .selectFrom('users')
    .select((eb) => eb.fn.sum<number>('credit_reference').as('given'))
    .where('parent_id', '=', userId)
    .executeTakeFirst();
  const downlineBalance = whole.balance - ownBalance;
  const profitLoss = downlineBalance - Number(credit?.given ?? 0);
  const partnershipBp = Number(caller.partnership_bp);
  return {
    balance: paiseToRupees(ownBalance),
    downline_balance: paiseToRupees(downlineBalance),
    exposure: paiseToRupees(whole.exposure - (own?.exposure ?? 0)),
    profit_loss: paiseToRupees(profitLoss),
    partnership: partnershipBp / 100,
    // Rounded to whole paise toward zero, so the share never exceeds its exact value.
    own_share: paiseToRupees(Math.trunc((-profitLoss * partnershipBp) / 10_000)),
  };
}
