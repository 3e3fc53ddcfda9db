import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { findUserById } from '../auth/user-repository.ts';
import { outsideDownline } from '../hierarchy/downline-scope.ts';
import { reportWindow } from '../reports/report-window.ts';
import { riskScopeOf } from '../risk/risk-scope.ts';
import { operatorProfitLoss } from './operator-profit-loss.ts';
import { reportBets } from './report-bets.ts';

/** Operators settle up with their downline over weeks, not the customer's 7-day statement window. */
export const OPERATOR_DAYS_BACK = 90;

/** The console's Reports tab (issue 11): P/L and bet history, scoped to the caller's downline on the server. */
export const operatorReportRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.report.profitLoss, async (req, reply) => {
    const b = req.body;
    const scope = await riskScopeOf(db, req.user, b.parent_id);
    const parent = scope && (await findUserById(db, scope.rootId));
    if (!scope || !parent) return outsideDownline(reply);
    const range = reportWindow(b.from_date, b.to_date, Date.now(), OPERATOR_DAYS_BACK);
    if (!range.ok) return refuse(range.code, range.message);
    return ok(await operatorProfitLoss(db, scope, parent, range, b), 'Profit and loss.');
  });

  registerCall(app, calls.admin.report.bets, async (req, reply) => {
    const b = req.body;
    const scope = await riskScopeOf(db, req.user, b.user_id);
    if (!scope) return outsideDownline(reply);
    const range = reportWindow(b.from_date, b.to_date, Date.now(), OPERATOR_DAYS_BACK);
    if (!range.ok) return refuse(range.code, range.message);
    const { rows, total } = await reportBets(db, scope, range, b);
    return ok(paged(rows, total, b.limit), 'Bet history.');
  });
};
