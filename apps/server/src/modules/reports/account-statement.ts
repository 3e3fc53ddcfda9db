import { OUR_CASINO_SPORT_ID, paiseToRupees, type StatementRow } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notAHold } from '../ledger/ledger-index-terms.ts';
import { CASINO_LEDGER_KIND, RESULT_KINDS, SLOT_LEDGER_KIND, VIRTUAL_LEDGER_KIND } from '../ledger/result-kinds.ts';
import { marketDescriptions } from './market-descriptions.ts';

/** The casino's own movements: a provider's wallet calls, slot spins, Our Virtual. */
const CASINO_KINDS: readonly string[] = [
  ...Object.values(CASINO_LEDGER_KIND),
  ...Object.values(SLOT_LEDGER_KIND),
  ...Object.values(VIRTUAL_LEDGER_KIND),
];

/**
 * The statement's filter (`account_type`) a line belongs to: money in and out; the casino's
 * movements and the results of our casino tables' rounds (markets of the casino's sport); every
 * other market's results (sports, and binary and matka, which settle as markets do). Null: only All.
 */
function reportOf(kind: string, sportId: number | null): string | null {
  if (kind === 'DEPOSIT' || kind === 'WITHDRAW') return 'Deposit/Withdraw';
  if (CASINO_KINDS.includes(kind)) return 'Casino Report';
  if (!RESULT_KINDS.includes(kind)) return null;
  return sportId === OUR_CASINO_SPORT_ID ? 'Casino Report' : 'Sport Report';
}

const LABELS: Record<string, string> = {
  DEPOSIT: 'Deposit',
  WITHDRAW: 'Withdrawal',
  SETTLEMENT: 'Result',
  COMMISSION: 'Commission',
  ROLLBACK: 'Result rolled back',
  ROLLBACK_COMMISSION: 'Commission rolled back',
  [CASINO_LEDGER_KIND.debit]: 'Casino bet',
  [CASINO_LEDGER_KIND.credit]: 'Casino win',
  [CASINO_LEDGER_KIND.rollback]: 'Casino bet refunded',
  [SLOT_LEDGER_KIND.bet]: 'Slot bet',
  [SLOT_LEDGER_KIND.win]: 'Slot win',
  [VIRTUAL_LEDGER_KIND.bet]: 'Virtual bet',
  [VIRTUAL_LEDGER_KIND.win]: 'Virtual win',
};

interface Movement {
  txn_id: string;
  kind: string;
  ref_type: string | null;
  ref_id: number | null;
  remark: string | null;
  created_at: number;
  amount: number;
}

/**
 * The customer's statement: every ledger transaction that changed the total balance (MAIN +
 * EXPOSURE; moving money between the two when bets are placed is not a statement line), with
 * the opening balance before the window and the balance after each line. Newest first. The bet
 * path's holds net to zero here, so they are left out of the reads, which lets the account index
 * (that holds none of them) serve both.
 */
export async function accountStatement(
  db: Kysely<Database>,
  userId: number,
  window: { from: number; to: number },
  accountType: string,
  page: number,
  limit: number,
): Promise<{ data: StatementRow[]; opening: number; total: number }> {
  const accountIds = (await db.selectFrom('accounts').select('account_id').where('user_id', '=', userId).execute()).map(
    (a) => a.account_id,
  );
  if (accountIds.length === 0) return { data: [], opening: 0, total: 0 };
  const before = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.sum<number>('amount').as('s'))
    .where('account_id', 'in', accountIds)
    .where(notAHold('kind'))
    .where('created_at', '<', window.from)
    .executeTakeFirst();
  const opening = Number(before?.s ?? 0);
  const moves = (await db
    .selectFrom('ledger_entries')
    .select([
      'txn_id',
      'kind',
      'ref_type',
      'ref_id',
      'remark',
      sql<number>`MIN(created_at)`.as('created_at'),
      sql<number>`SUM(amount)`.as('amount'),
    ])
    .where('account_id', 'in', accountIds)
    .where(notAHold('kind'))
    .where('created_at', '>=', window.from)
    .where('created_at', '<', window.to)
    .groupBy(['txn_id', 'kind', 'ref_type', 'ref_id', 'remark'])
    .having(sql`SUM(amount)`, '<>', 0)
    .orderBy(sql`MIN(entry_id)`)
    .execute()) as Movement[];
  const markets = await marketDescriptions(
    db,
    userId,
    moves.filter((m) => m.ref_type === 'market').map((m) => Number(m.ref_id)),
  );
  let balance = opening;
  const rows = moves.map((m) => {
    const amount = Number(m.amount);
    balance += amount;
    const market = m.ref_type === 'market' ? markets.get(Number(m.ref_id)) : undefined;
    const what = m.ref_type === 'market' ? (market?.text ?? `Market ${m.ref_id}`) : null;
    return {
      report: reportOf(m.kind, market?.sportId ?? null),
      row: {
        date: new Date(Number(m.created_at)).toISOString(),
        description: [LABELS[m.kind] ?? m.kind, what, m.remark].filter(Boolean).join(' / '),
        credit: amount > 0 ? paiseToRupees(amount) : 0,
        debit: amount < 0 ? paiseToRupees(-amount) : 0,
        balance: paiseToRupees(balance),
        type: m.kind,
        remark: m.remark,
        ref_id: market?.shownId ?? (m.ref_id === null ? null : Number(m.ref_id)),
      },
    };
  });
  const shown = rows
    .filter((r) => accountType === 'All' || r.report === accountType)
    .map((r) => r.row)
    .reverse();
  return { data: shown.slice((page - 1) * limit, page * limit), opening: paiseToRupees(opening), total: shown.length };
}
