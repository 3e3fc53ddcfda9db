import { calls, paiseToRupees } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { accountStatement } from './account-statement.ts';
import { profitLoss } from './profit-loss.ts';
import { reportWindow } from './report-window.ts';

/** Balance, account statement and profit/loss: all derived from the ledger. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  registerCall(app, calls.user.getUserBalance, async (req) => {
    const b = await customerBalance(app.database.db, req.user.userId);
    const main = b?.main ?? 0;
    const held = b?.exposure ?? 0;
    return ok(
      {
        user_name: req.user.userName,
        total_balance: paiseToRupees(main + held),
        available_balance: paiseToRupees(main),
        liability: held === 0 ? 0 : -paiseToRupees(held),
      },
      'Balance.',
    );
  });

  registerCall(app, calls.accountStatement.getUserAccountStatementHistory, async (req) => {
    const b = req.body;
    const window = reportWindow(b.from_date, b.to_date);
    if (!window.ok) return refuse(window.code, window.message);
    const result = await accountStatement(app.database.db, req.user.userId, window, b.account_type, b.page, b.limit);
    return ok({ ...paged(result.data, result.total, b.limit), opening: result.opening }, 'Account statement.');
  });

  registerCall(app, calls.report.getProfitLoss, async (req) => {
    const window = reportWindow(req.body.from_date, req.body.to_date);
    if (!window.ok) return refuse(window.code, window.message);
    return ok(await profitLoss(app.database.db, req.user.userId, window), 'Profit and loss.');
  });
};
