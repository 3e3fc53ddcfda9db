import { paiseToRupees, type DownlineProfitLossRow } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withSubtreeMembers } from '../hierarchy/subtree-totals.ts';
import { aDailyResult } from '../ledger/ledger-index-terms.ts';
import { shareOf, type ReportRange } from './customer-results.ts';

/**
 * One page of the direct children of `parentId` (by user name, the users' parent index), each
 * with the house's result over its whole subtree in the range: the customers' result rows
 * (customerResults' kinds) summed per child in one query over the hierarchy's subtree walk.
 */
export async function downlineProfitLoss(
  db: Kysely<Database>,
  parentId: number,
  partnershipBp: number,
  range: ReportRange,
  page: { offset: number; limit: number },
): Promise<{ rows: DownlineProfitLossRow[]; total: number }> {
  const children = db.selectFrom('users').where('parent_id', '=', parentId);
  const counted = await children.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const users = await children
    .select(['user_id', 'user_name', 'role'])
    .orderBy('user_name_key')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  const results = await subtreeResults(
    db,
    users.map((u) => Number(u.user_id)),
    range,
  );
  const rows = users.map((u): DownlineProfitLossRow => {
    const house = -(results.get(Number(u.user_id)) ?? 0);
    return {
      user_id: Number(u.user_id),
      user_name: u.user_name,
      role: u.role,
      profit_loss: paiseToRupees(house),
      share: paiseToRupees(shareOf(house, partnershipBp)),
    };
  });
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Per root: the customers' summed result rows (their side, paise) over the root's subtree. */
async function subtreeResults(db: Kysely<Database>, rootIds: number[], range: ReportRange): Promise<Map<number, number>> {
  if (rootIds.length === 0) return new Map();
  const { rows } = await sql<{ root_id: number; amount: number | null }>`
    ${withSubtreeMembers(rootIds)}
    SELECT members.root_id AS root_id, SUM(ledger_entries.amount) AS amount
    FROM members
    JOIN accounts ON accounts.user_id = members.user_id AND accounts.kind = 'CUSTOMER_MAIN'
    JOIN ledger_entries ON ledger_entries.account_id = accounts.account_id
    WHERE ${aDailyResult()}
      AND ledger_entries.created_at >= ${range.from} AND ledger_entries.created_at < ${range.to}
    GROUP BY members.root_id`.execute(db);
  return new Map(rows.map((r) => [Number(r.root_id), Number(r.amount ?? 0)]));
}
