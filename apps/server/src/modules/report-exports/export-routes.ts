import { calls } from '@bx/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { outsideDownline } from '../hierarchy/downline-scope.ts';
import { customerExport, type ExportResult } from './customer-export.ts';
import { operatorExport } from './operator-export.ts';

/** Sends a file as a download (a name safe in the header whatever a user name holds), or the screen's refusal. */
function download(reply: FastifyReply, result: ExportResult) {
  if (!result.ok) return refuse(result.code, result.message);
  const name = result.name.replace(/[^A-Za-z0-9._-]/g, '_');
  void reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store');
  return result.csv;
}

/** report/export and admin/report/export: every report screen as a CSV file (docs/exports.md). */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.report.export, async (req, reply) => download(reply, await customerExport(db, req.user.userId, req.query)));

  registerCall(app, calls.admin.report.export, async (req, reply) => {
    const result = await operatorExport(db, req.user, req.query);
    return result.ok === 'outside' ? outsideDownline(reply) : download(reply, result);
  });
};
