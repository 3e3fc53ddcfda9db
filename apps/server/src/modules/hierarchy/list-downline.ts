import { paiseToRupees, type DownlineRow, type downlineListRequest } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { inSubtreeOf, subtreeTotals } from './subtree-totals.ts';

type ListQuery = Omit<z.output<typeof downlineListRequest>, 'page' | 'limit'>;

const SORTS = {
  user_name: sql`users.user_name_key`,
  created_at: sql`users.created_at`,
  credit_reference: sql`users.credit_reference`,
  balance: sql`COALESCE(main.balance, 0) + COALESCE(held.balance, 0)`,
  exposure: sql`COALESCE(held.balance, 0)`,
} as const;

/** LIKE wildcards typed by the operator match themselves. */
const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The users of the level (or, with a search, the matching users of the whole subtree below it). */
function levelQuery(db: Kysely<Database>, parentId: number, q: ListQuery) {
  const users = db.selectFrom('users');
  return q.search
    ? users.where(inSubtreeOf(parentId)).where(sql<boolean>`users.user_name_key LIKE ${likePattern(q.search)} ESCAPE '\\'`)
    : users.where('users.parent_id', '=', parentId);
}

/** Money sorts need the accounts of the whole level; the others page on the users index alone. */
const MONEY_SORTS = new Set<ListQuery['sort']>(['balance', 'exposure']);

/**
 * One page of the downline under `parentId` (already checked to be the caller or its downline),
 * sorted in the database, with each operator row's P/L over its whole subtree. The page's ids
 * are found first on the users table (its (parent_id, user_name_key) index serves the default
 * order), and only those 25 rows are joined to their accounts.
 */
export async function listDownline(
  db: Kysely<Database>,
  parentId: number,
  q: ListQuery,
  page: { offset: number; limit: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const counted = await levelQuery(db, parentId, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  let ids = levelQuery(db, parentId, q).select('users.user_id');
  if (MONEY_SORTS.has(q.sort))
    ids = ids.leftJoin('accounts as held', (j) => j.onRef('held.user_id', '=', 'users.user_id').on('held.kind', '=', 'CUSTOMER_EXPOSURE'));
  if (q.sort === 'balance')
    ids = ids.leftJoin('accounts as main', (j) => j.onRef('main.user_id', '=', 'users.user_id').on('main.kind', '=', 'CUSTOMER_MAIN'));
  const pageIds = (
    await ids.orderBy(SORTS[q.sort], q.order).orderBy('users.user_id', q.order).limit(page.limit).offset(page.offset).execute()
  ).map((r) => Number(r.user_id));
  const details =
    pageIds.length === 0
      ? []
      : await db
          .selectFrom('users')
          .leftJoin('accounts as main', (j) => j.onRef('main.user_id', '=', 'users.user_id').on('main.kind', '=', 'CUSTOMER_MAIN'))
          .leftJoin('accounts as held', (j) => j.onRef('held.user_id', '=', 'users.user_id').on('held.kind', '=', 'CUSTOMER_EXPOSURE'))
          .select([
            'users.user_id',
            'users.user_name',
            'users.role',
            'users.credit_reference',
            'users.partnership_bp',
            'users.exposure_limit',
            'users.user_lock',
            'users.bet_lock',
            'main.balance as main',
            'held.balance as held',
          ])
          .where('users.user_id', 'in', pageIds)
          .execute();
  const byId = new Map(details.map((d) => [Number(d.user_id), d]));
  const found = pageIds.map((id) => byId.get(id)!);
  const subtrees = await subtreeTotals(
    db,
    found.filter((r) => r.role !== 'customer').map((r) => Number(r.user_id)),
  );
  const rows = found.map((r): DownlineRow => {
    const main = Number(r.main ?? 0);
    const held = Number(r.held ?? 0);
    const subtreeBalance = subtrees.get(Number(r.user_id))?.balance ?? main + held;
    return {
      user_id: Number(r.user_id),
      user_name: r.user_name,
      role: r.role,
      credit_reference: paiseToRupees(Number(r.credit_reference)),
      balance: paiseToRupees(main + held),
      exposure: paiseToRupees(held),
      available: paiseToRupees(main),
      profit_loss: paiseToRupees(subtreeBalance - Number(r.credit_reference)),
      user_lock: Number(r.user_lock) === 1 ? '1' : '0',
      bet_lock: Number(r.bet_lock) === 1 ? '1' : '0',
      partnership: Number(r.partnership_bp) / 100,
      exposure_limit: r.exposure_limit === null ? null : paiseToRupees(Number(r.exposure_limit)),
    };
  });
  return { rows, total: Number(counted?.n ?? 0) };
}
