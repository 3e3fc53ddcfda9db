import { paiseToRupees, type OperatorProfitLoss, type operatorProfitLossRequest } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../auth/user-repository.ts';
import type { RiskScope } from '../risk/risk-scope.ts';
import { shareOf, type ReportRange } from './customer-results.ts';
import { dailyProfitLoss } from './daily-profit-loss.ts';
import { downlineProfitLoss } from './downline-profit-loss.ts';
import { marketProfitLoss } from './market-profit-loss.ts';

type ProfitLossQuery = z.output<typeof operatorProfitLossRequest>;

/**
 * admin/report/profitLoss over `parent`'s downline (already checked to be the caller or in its
 * downline): one page of rows by child or by market, and the totals and daily series over every
 * page. The total share is taken once from the total, not summed from rounded rows.
 */
export async function operatorProfitLoss(
  db: Kysely<Database>,
  scope: RiskScope,
  parent: UserRow,
  range: ReportRange,
  q: ProfitLossQuery,
): Promise<OperatorProfitLoss> {
  const page = { offset: (q.page - 1) * q.limit, limit: q.limit };
  const { daily, totalPaise } = await dailyProfitLoss(db, scope, range);
  const totals = {
    parent: { user_id: Number(parent.user_id), user_name: parent.user_name, role: parent.role },
    partnership: scope.partnershipBp / 100,
    profit_loss: paiseToRupees(totalPaise),
    share: paiseToRupees(shareOf(totalPaise, scope.partnershipBp)),
    daily,
    limit: q.limit,
  };
  if (q.by === 'market') {
    const { rows, total } = await marketProfitLoss(db, scope, scope.partnershipBp, range, page);
    return { by: 'market', data: rows, total: { total_count: total }, ...totals };
  }
  const { rows, total } = await downlineProfitLoss(db, scope.rootId, scope.partnershipBp, range, page);
  return { by: 'downline', data: rows, total: { total_count: total }, ...totals };
}
