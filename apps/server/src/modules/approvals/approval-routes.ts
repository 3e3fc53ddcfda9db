import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { decideApproval } from './decide-approval.ts';
import { fourEyesAnswer, readFourEyes } from './four-eyes-setting.ts';
import { listApprovals } from './list-approvals.ts';

/** Four eyes: the requests held for a second operator, and their approval or rejection. */
export const approvalRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.approval.list, async (req) => {
    const b = req.body;
    const { rows, total } = await listApprovals(db, req.user, b);
    return ok({ ...paged(rows, total, b.limit), settings: fourEyesAnswer(await readFourEyes(db)) }, 'Approval requests.');
  });

  registerCall(app, calls.admin.approval.decide, async (req, reply) => decideApproval(app, reply, req.user, req.body));
};
