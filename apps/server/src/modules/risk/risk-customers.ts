import { paiseToRupees, type riskCustomer } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { countsUser, type RiskScope } from './risk-scope.ts';

type Customer = z.input<typeof riskCustomer>;

/** The customers of the scope with their exposure account joined (customers without one hold nothing). */
function withExposure(db: Kysely<Database>, scope: RiskScope) {
  return db
    .selectFrom('users')
    .innerJoin('accounts as held', (j) => j.onRef('held.user_id', '=', 'users.user_id').on('held.kind', '=', 'CUSTOMER_EXPOSURE'))
    .where(countsUser(scope, 'users.user_id'));
}

/** Matched stake of each listed customer's bets not settled yet, paise. */
async function matchedOf(db: Kysely<Database>, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bets')
    .select(['user_id', (eb) => eb.fn.sum<number>('matched').as('matched')])
    .where('user_id', 'in', userIds)
    .where('outcome', 'is', null)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.matched ?? 0)]));
}

/** The listed customers as the console shows them, in the order given. */
async function describe(db: Kysely<Database>, scope: RiskScope, userIds: number[]): Promise<Customer[]> {
  if (userIds.length === 0) return [];
  const [rows, matched] = await Promise.all([
    withExposure(db, scope)
      .select(['users.user_id', 'users.user_name', 'users.exposure_limit', 'held.balance as exposure'])
      .where('users.user_id', 'in', userIds)
      .execute(),
    matchedOf(db, userIds),
  ]);
  const byId = new Map(rows.map((r) => [Number(r.user_id), r]));
  return userIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        user_id: id,
        user_name: r.user_name,
        exposure: paiseToRupees(Number(r.exposure)),
        exposure_limit: r.exposure_limit === null ? null : paiseToRupees(Number(r.exposure_limit)),
        matched: paiseToRupees(matched.get(id) ?? 0),
      },
    ];
  });
}

/**
 * The scope's biggest customers: by exposure held (the exposure account, kept by every bet's
 * own transaction) and by matched stake on bets not settled yet; `limit` of each.
 */
export async function topCustomers(db: Kysely<Database>, scope: RiskScope, limit: number) {
  const byExposure = await withExposure(db, scope)
    .select('users.user_id')
    .where('held.balance', '>', 0)
    .orderBy('held.balance', 'desc')
    .orderBy('users.user_id')
    .limit(limit)
    .execute();
  const byMatched = await db
    .selectFrom('bets')
    .select(['bets.user_id', (eb) => eb.fn.sum<number>('bets.matched').as('matched')])
    .where(countsUser(scope, 'bets.user_id'))
    .where('bets.outcome', 'is', null)
    .where('bets.matched', '>', 0)
    .groupBy('bets.user_id')
    .orderBy('matched', 'desc')
    .orderBy('bets.user_id')
    .limit(limit)
    .execute();
  return {
    by_exposure: await describe(
      db,
      scope,
      byExposure.map((r) => Number(r.user_id)),
    ),
    by_matched: await describe(
      db,
      scope,
      byMatched.map((r) => Number(r.user_id)),
    ),
  };
}

/** Customers holding at least `percent` of their own exposure limit, the most exposed first (at most 50). */
export async function customersNearLimit(db: Kysely<Database>, scope: RiskScope, percent: number): Promise<Customer[]> {
  const rows = await withExposure(db, scope)
    .select('users.user_id')
    .where('users.exposure_limit', 'is not', null)
    // Whole numbers on both sides: PostgreSQL types the parameter as the column's bigint.
    .where(sql<boolean>`held.balance * 100 >= users.exposure_limit * ${percent}`)
    .where('held.balance', '>', 0)
    .orderBy('held.balance', 'desc')
    .limit(50)
    .execute();
  return describe(
    db,
    scope,
    rows.map((r) => Number(r.user_id)),
  );
}
