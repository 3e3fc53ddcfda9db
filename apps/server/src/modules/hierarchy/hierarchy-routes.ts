import { calls } from '@bx/contract';
import type { FastifyPluginAsync } from 'fastify';
import { ok, paged } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { findUserById } from '../auth/user-repository.ts';
import { createDownlineUser } from './create-downline-user.ts';
import { downlineCsv } from './downline-csv.ts';
import { outsideDownline, selfOrDownline } from './downline-scope.ts';
import { downlineSummaryOf } from './downline-summary.ts';
import { listDownline } from './list-downline.ts';

/** The most rows one CSV export carries. */
const EXPORT_ROWS = 100_000;

/** The operator hierarchy's own calls: create under, list, export and sum up the caller's downline. */
export const hierarchyRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.admin.user.create, async (req, reply) => {
    const parent = await selfOrDownline(db, req.user, req.body.parent_id ?? req.user.userId);
    if (!parent) return outsideDownline(reply);
    return createDownlineUser(db, req.user, parent, req.body);
  });

  registerCall(app, calls.admin.user.list, async (req, reply) => {
    const b = req.body;
    const parent = await selfOrDownline(db, req.user, b.parent_id ?? req.user.userId);
    if (!parent) return outsideDownline(reply);
    const { rows, total } = await listDownline(db, Number(parent.user_id), b, { offset: (b.page - 1) * b.limit, limit: b.limit });
    return ok(
      {
        ...paged(rows, total, b.limit),
        parent: { user_id: Number(parent.user_id), user_name: parent.user_name, role: parent.role },
        path: await pathDown(Number(parent.user_id), req.user.userId),
      },
      'Downline.',
    );
  });

  registerCall(app, calls.admin.user.export, async (req, reply) => {
    const parent = await selfOrDownline(db, req.user, req.body.parent_id ?? req.user.userId);
    if (!parent) return outsideDownline(reply);
    const { rows } = await listDownline(db, Number(parent.user_id), req.body, { offset: 0, limit: EXPORT_ROWS });
    return ok({ file_name: `downline-${parent.user_name}.csv`, csv: downlineCsv(rows), rows: rows.length }, 'Downline export.');
  });

  registerCall(app, calls.admin.user.summary, async (req) => ok(await downlineSummaryOf(db, req.user.userId), 'Summary.'));

  /** The breadcrumb from the caller down to `userId` (already known to be in its downline). */
  async function pathDown(userId: number, callerId: number) {
    const path: { user_id: number; user_name: string }[] = [];
    for (let id: number | null = userId; id !== null && path.length < 8;) {
      const user = await findUserById(db, id);
      if (!user) break;
      path.unshift({ user_id: Number(user.user_id), user_name: user.user_name });
      id = id === callerId || user.parent_id === null ? null : Number(user.parent_id);
    }
    return path;
  }
};
