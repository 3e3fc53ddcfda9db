import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { outsideDownline, selfOrDownline } from '../hierarchy/downline-scope.ts';
import { listOperatorActions } from './list-operator-actions.ts';

/** The operator audit's reading side; rows are written by every audited call's wrapper (audited-handler.ts). */
export const operatorAuditRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.audit.actions, async (req, reply) => {
    const b = req.body;
    // The same 403 as every operator call about a user outside the caller's downline.
    if (b.user_id !== undefined && !(await selfOrDownline(db, req.user, b.user_id))) return outsideDownline(reply);
    const { rows, total } = await listOperatorActions(db, req.user, b);
    return ok(paged(rows, total, b.limit), 'Operator actions.');
  });
};
