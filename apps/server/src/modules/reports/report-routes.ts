import { envelope, paiseToRupees, profitLoss as profitLossSchema, profitLossRequest, statement, statementRequest, userBalance } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rejection } from '../trading/routes/outcome-reply.ts';
import { customerBalance } from '../ledger/customer-balance.ts';
import { accountStatement } from './account-statement.ts';
import { profitLoss } from './profit-loss.ts';
import { reportWindow } from './report-window.ts';

/** Balance, account statement and profit/loss: all derived from the ledger. */
export const reportRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/getUserBalance', { schema: { response: { 200: envelope(userBalance) } } }, async (req) => {
    const b = await customerBalance(app.database.db, req.user.userId);
    const main = b?.main ?? 0;
    const held = b?.exposure ?? 0;
    return {
      status: true as const, message: 'Balance.',
      data: { user_name: req.user.userName, total_balance: paiseToRupees(main + held), available_balance: paiseToRupees(main), liability: held === 0 ? 0 : -paiseToRupees(held) },
    };
  });

  r.post('/accountStatement/getUserAccountStatementHistory', { schema: { body: statementRequest, response: { 200: envelope(statement) } } }, async (req) => {
    const b = req.body;
    const window = reportWindow(b.from_date, b.to_date);
    if (!window.ok) return rejection(window.code, window.message);
    const result = await accountStatement(app.database.db, req.user.userId, window, b.account_type, b.page, b.limit);
    return { status: true as const, message: 'Account statement.', data: { data: result.data, opening: result.opening, total: { total_count: result.total }, limit: b.limit } };
  });

  r.post('/report/getProfitLoss', { schema: { body: profitLossRequest, response: { 200: envelope(profitLossSchema) } } }, async (req) => {
    const window = reportWindow(req.body.from_date, req.body.to_date);
    if (!window.ok) return rejection(window.code, window.message);
    return { status: true as const, message: 'Profit and loss.', data: await profitLoss(app.database.db, req.user.userId, window) };
  });
};
