import type { FastifyInstance } from 'fastify';
import { calls } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { runUnlessHeld } from '../approvals/four-eyes-gate.ts';
import { auditIn } from '../operator-audit/audited-handler.ts';
import { currentSetting } from './apply-settings-update.ts';
import { buttonValuesFor, replaceButtonValues } from './button-value-repository.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerCall(app, calls.globalSetting.getGlobalSetting, async () => ok(await currentSetting(db)));

  // An update that loosens a four eyes rule waits for a second admin, as the actions it would
  // free do: otherwise one admin could switch the rule off and act alone (four-eyes-setting.ts).
  registerCall(app, calls.admin.settings.update, async (request, reply) =>
    runUnlessHeld(app, reply, request.user, { kind: 'SETTINGS_UPDATE', change: request.body }, 'Settings updated.', (trx) =>
      auditIn(request, trx),
    ),
  );

  registerCall(app, calls.user.getButtonValue, async (request) => ok(JSON.stringify(await buttonValuesFor(db, request.user.userId))));

  registerCall(app, calls.user.setButtonValue, async (request) => {
    await db.transaction().execute((trx) => replaceButtonValues(trx, request.user.userId, request.body));
    return ok(null, 'Button values updated.');
  });
}
