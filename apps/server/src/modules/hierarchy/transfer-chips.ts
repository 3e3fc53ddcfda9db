import { paiseToRupees } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/create-database.ts';
import type { Database } from '../../db/schema.ts';
import type { Role } from '../auth/auth-tables.ts';
import { ensureCustomerAccounts } from '../ledger/customer-accounts.ts';
import { HOUSE_ACCOUNT_IDS } from '../ledger/house-accounts.ts';
import { postLedger } from '../ledger/post-ledger.ts';

export interface ChipsMove {
  caller: { userId: number; role: Role };
  childId: number;
  /** D: caller to child; W: child to caller. */
  type: 'D' | 'W';
  paise: number;
  remark: string;
}

export type ChipsResult = { ok: true; balance: number; childBalance: number } | { ok: false; code: 'INSUFFICIENT_FUNDS'; message: string };

const rupees = (paise: number) => `₹${paiseToRupees(paise).toFixed(2)}`;

/**
 * Moves chips between an operator and its direct child: one ledger transaction, the caller's
 * wallet and the child's MAIN, in one database transaction. An admin's wallet is FUNDING (the
 * house's cash, never short); a master's or agent's is its own MAIN. Neither side can go below
 * zero: a deposit needs the caller's available balance, a withdraw the child's (exposure held
 * for open bets is not withdrawable).
 *
 * Concurrency: on PostgreSQL both account rows are locked FOR UPDATE in account id order (the
 * order the bet batch locks accounts in), so two transfers cannot both spend the same balance;
 * on SQLite the process's one connection runs Kysely transactions one at a time and the bet
 * batch never interleaves with one (as for moveFunds, modules/ledger/wallet.ts).
 * `onMoved` runs in the same transaction after a successful move (the operator audit's row).
 */
export function transferChips(
  database: AppDatabase,
  move: ChipsMove,
  onMoved: (trx: Kysely<Database>) => Promise<void> = async () => {},
): Promise<ChipsResult> {
  return database.db.transaction().execute(async (trx) => {
    const fromHouse = move.caller.role === 'admin';
    if (!fromHouse) await ensureCustomerAccounts(trx, move.caller.userId);
    await ensureCustomerAccounts(trx, move.childId);
    let query = trx
      .selectFrom('accounts')
      .select(['account_id', 'user_id', 'balance'])
      .where((eb) => {
        const mains = eb.and([
          eb('kind', '=', 'CUSTOMER_MAIN'),
          eb('user_id', 'in', fromHouse ? [move.childId] : [move.childId, move.caller.userId]),
        ]);
        return fromHouse ? eb.or([mains, eb('account_id', '=', HOUSE_ACCOUNT_IDS.FUNDING)]) : mains;
      })
      .orderBy('account_id');
    if (database.dialect === 'postgres') query = query.forUpdate();
    const accounts = await query.execute();
    const child = accounts.find((a) => Number(a.user_id) === move.childId)!;
    const own = fromHouse
      ? // Stryker disable next-line ConditionalExpression: FUNDING is account 3, made with the table by migration 0003, so it comes before every customer's MAIN in id order
        accounts.find((a) => Number(a.account_id) === HOUSE_ACCOUNT_IDS.FUNDING)!
      : accounts.find((a) => Number(a.user_id) === move.caller.userId)!;
    const childMain = Number(child.balance);
    const ownMain = Number(own.balance);
    if (move.type === 'D' && !fromHouse && ownMain < move.paise) {
      return { ok: false, code: 'INSUFFICIENT_FUNDS', message: `You have only ${rupees(ownMain)} available.` };
    }
    if (move.type === 'W' && childMain < move.paise) {
      return { ok: false, code: 'INSUFFICIENT_FUNDS', message: `The user has only ${rupees(childMain)} available.` };
    }
    const toChild = move.type === 'D' ? move.paise : -move.paise;
    await postLedger(
      trx,
      [
        { accountId: Number(own.account_id), amount: -toChild },
        { accountId: Number(child.account_id), amount: toChild },
      ],
      // DEPOSIT/WITHDRAW as the child sees it: the statements list them under Deposit/Withdraw.
      // Stryker disable next-line EqualityOperator: toChild is never 0 (the contract asks for more than 0)
      { kind: toChild > 0 ? 'DEPOSIT' : 'WITHDRAW', refType: 'chips', refId: move.caller.userId, remark: move.remark, now: Date.now() },
    );
    await onMoved(trx);
    return { ok: true, balance: fromHouse ? 0 : ownMain - toChild, childBalance: childMain + toChild };
  });
}
