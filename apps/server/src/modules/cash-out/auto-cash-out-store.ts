import { paiseToRupees, type AutoCashOutRule } from '@bx/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { AutoCashOutsTable } from './cash-out-tables.ts';

export type RuleRow = Selectable<AutoCashOutsTable>;
type Db = Kysely<Database>;

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(Number(paise)));
const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** A stored rule as the contract's autoCashOutRule. */
export function ruleAnswer(row: RuleRow, marketName: string): AutoCashOutRule {
  return {
    market_id: Number(row.market_id),
    match_id: Number(row.match_id),
    market_name: marketName,
    profit_target: rupeesOrNull(row.profit_target),
    loss_limit: rupeesOrNull(row.loss_limit),
    status: row.status,
    fired_value: rupeesOrNull(row.fired_value),
    bet_ids: row.bet_ids_json ? (JSON.parse(row.bet_ids_json) as number[]) : [],
    created_at: new Date(Number(row.created_at)).toISOString(),
    ended_at: isoOrNull(row.ended_at),
  };
}

/** The caller's rule in force on a market, if any. */
function activeRule(db: Db, userId: number, marketId: number): Promise<RuleRow | undefined> {
  return db
    .selectFrom('auto_cash_outs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('market_id', '=', marketId)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
}

/**
 * Sets the caller's rule on a market: a new one, or new bounds for the one in force (one ACTIVE
 * per market, by its partial unique index) at a new version, so a cash out the leader planned on
 * the old bounds places nothing. One upsert on that index: two sets at once (a double click, two
 * tabs) both succeed, the later bounds winning, and a rule that fired meanwhile is no longer
 * ACTIVE, so a new one is made.
 */
export async function saveRule(
  db: Db,
  rule: { userId: number; marketId: number; matchId: number; profitTarget: number | null; lossLimit: number | null },
  now: number,
): Promise<RuleRow> {
  const bounds = { profit_target: rule.profitTarget, loss_limit: rule.lossLimit };
  return db
    .insertInto('auto_cash_outs')
    .values({ user_id: rule.userId, market_id: rule.marketId, match_id: rule.matchId, ...bounds, status: 'ACTIVE', created_at: now })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'market_id'])
        .where(sql<boolean>`status = 'ACTIVE'`) // a literal: the index's predicate must be provable when planned
        .doUpdateSet((eb) => ({ ...bounds, version: eb('auto_cash_outs.version', '+', 1) })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Removes the caller's rule in force on a market, only while it is ACTIVE (a batch firing it holds
 * its row until it is FIRED): the removed row, or undefined when none was in force.
 */
export async function deleteRule(db: Db, userId: number, marketId: number): Promise<RuleRow | undefined> {
  const rule = await activeRule(db, userId, marketId);
  if (!rule) return undefined;
  const removed = await db
    .deleteFrom('auto_cash_outs')
    .where('rule_id', '=', rule.rule_id)
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  return Number(removed.numDeletedRows) === 1 ? rule : undefined;
}

/** The caller's rules (of one match, or all) with their markets' names, newest first. */
export function rulesOf(db: Db, userId: number, matchId: number | undefined) {
  let q = db
    .selectFrom('auto_cash_outs as r')
    .innerJoin('markets as m', 'm.market_id', 'r.market_id')
    .selectAll('r')
    .select('m.name as market_name')
    .where('r.user_id', '=', userId);
  if (matchId !== undefined) q = q.where('r.match_id', '=', matchId);
  return q.orderBy('r.rule_id', 'desc').execute();
}

/** Rules in force (on `marketIds`, or everywhere), with their market's status, oldest first. */
export function rulesInForce(db: Db, marketIds: number[] | null) {
  let q = db
    .selectFrom('auto_cash_outs as r')
    .innerJoin('markets as m', 'm.market_id', 'r.market_id')
    .selectAll('r')
    .select(['m.status as market_status', 'm.name as market_name'])
    .where('r.status', '=', 'ACTIVE');
  if (marketIds) q = q.where('r.market_id', 'in', marketIds);
  return q.orderBy('r.rule_id').execute();
}

/**
 * Ends a rule in force (its market closed, or no position left) if it is still at the version
 * read; a rule FIRES only in its cash out's batch (trading/place/plan-cash-out-command.ts).
 */
export async function endRule(db: Db, rule: { ruleId: number; version: number }, now: number): Promise<void> {
  await db
    .updateTable('auto_cash_outs')
    .set({ status: 'ENDED', ended_at: now })
    .where('rule_id', '=', rule.ruleId)
    .where('status', '=', 'ACTIVE')
    .where('version', '=', rule.version)
    .execute();
}
