import { DAY_MS, IST_OFFSET_MS, istDay, paiseToRupees } from '@bx/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RiskScope } from '../risk/risk-scope.ts';
import { customerResults, type ReportRange } from './customer-results.ts';

/**
 * The house's result per India day of the range, every day listed (0 when nothing settled), and
 * the range's total in paise. Days are numbered in SQL by integer division (the same on SQLite
 * and PostgreSQL); the constants are literals so PostgreSQL sees one expression in SELECT and GROUP BY.
 */
export async function dailyProfitLoss(db: Kysely<Database>, scope: RiskScope, range: ReportRange) {
  const dayNumber = sql<number>`(ledger_entries.created_at + ${sql.lit(IST_OFFSET_MS)}) / ${sql.lit(DAY_MS)}`;
  const rows = await customerResults(db, scope, range)
    .select([dayNumber.as('day'), sql<number>`SUM(ledger_entries.amount)`.as('amount')])
    .groupBy(dayNumber)
    .execute();
  const byDay = new Map(rows.map((r) => [Number(r.day), -Number(r.amount)]));
  const daily: { date: string; profit_loss: number }[] = [];
  let totalPaise = 0;
  for (let start = range.from; start < range.to; start += DAY_MS) {
    const paise = byDay.get((start + IST_OFFSET_MS) / DAY_MS) ?? 0;
    totalPaise += paise;
    daily.push({ date: istDay(start), profit_loss: paiseToRupees(paise) });
  }
  return { daily, totalPaise };
}
