import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface SubtreeTotals {
  /** MAIN + EXPOSURE of every user in the subtree, paise. */
  balance: number;
  /** EXPOSURE held in the subtree, paise. */
  exposure: number;
}

/**
 * SQL opening a query with `members(root_id, user_id)`: each root paired with itself and every
 * user below it. The recursion (the same SQL on SQLite and PostgreSQL) walks only the operators
 * (customers have no children), then takes the customers under each of them from the users'
 * parent index.
 */
export function withSubtreeMembers(rootIds: number[]) {
  return sql`WITH RECURSIVE tree(root_id, user_id) AS (
      SELECT s.user_id, s.user_id FROM users s WHERE s.user_id IN (${sql.join(rootIds)})
      UNION ALL
      SELECT t.root_id, c.user_id FROM users c JOIN tree t ON c.parent_id = t.user_id WHERE c.role <> 'customer'
    ), members(root_id, user_id) AS (
      SELECT tree.root_id, tree.user_id FROM tree
      UNION ALL
      SELECT t.root_id, c.user_id FROM users c JOIN tree t ON c.parent_id = t.user_id WHERE c.role = 'customer'
    )`;
}

/** Per root: the money of the root and everyone below it (withSubtreeMembers), in one query. */
export async function subtreeTotals(db: Kysely<Database>, rootIds: number[]): Promise<Map<number, SubtreeTotals>> {
  const totals = new Map<number, SubtreeTotals>();
  if (rootIds.length === 0) return totals;
  const { rows } = await sql<{ root_id: number; balance: number | null; exposure: number | null }>`
    ${withSubtreeMembers(rootIds)}
    SELECT members.root_id AS root_id,
      SUM(accounts.balance) AS balance,
      SUM(CASE WHEN accounts.kind = 'CUSTOMER_EXPOSURE' THEN accounts.balance ELSE 0 END) AS exposure
    FROM members JOIN accounts ON accounts.user_id = members.user_id
    WHERE accounts.kind IN ('CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE')
    GROUP BY members.root_id`.execute(db);
  for (const r of rows) totals.set(Number(r.root_id), { balance: Number(r.balance ?? 0), exposure: Number(r.exposure ?? 0) });
  return totals;
}

/**
 * SQL matching users in the subtree strictly below `rootId`: those whose parent is the root or an
 * operator below it. Only operators have children, so the recursion walks the few operators and
 * never the customers, and the match is a range of the users' (parent_id, ...) index per parent.
 */
export function inSubtreeOf(rootId: number) {
  return sql<boolean>`users.parent_id IN (
    WITH RECURSIVE tree(user_id) AS (
      SELECT s.user_id FROM users s WHERE s.user_id = ${rootId}
      UNION ALL
      SELECT c.user_id FROM users c JOIN tree t ON c.parent_id = t.user_id WHERE c.role <> 'customer'
    )
    SELECT tree.user_id FROM tree)`;
}
