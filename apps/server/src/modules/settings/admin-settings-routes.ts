import type { FastifyInstance } from 'fastify';
import { calls } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { fourEyesAnswer, readFourEyes } from '../approvals/four-eyes-setting.ts';
import { auditIn } from '../operator-audit/audited-handler.ts';
import { buttonValuesFor, DEFAULTS_USER_ID, replaceButtonValues } from './button-value-repository.ts';

/** The admin's side of the settings the public global setting does not show: four eyes rules and default stake buttons. */
export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerCall(app, calls.admin.settings.fourEyes, async () => ok(fourEyesAnswer(await readFourEyes(db))));

  registerCall(app, calls.admin.settings.getButtons, async () => ok(await buttonValuesFor(db, DEFAULTS_USER_ID)));

  // The defaults are the rows of user 0, so user/getButtonValue falls back to the new ones at once
  // for every type a customer never set, and leaves a customer's own rows alone.
  registerCall(app, calls.admin.settings.setButtons, async (request) => {
    await db.transaction().execute(async (trx) => {
      await replaceButtonValues(trx, DEFAULTS_USER_ID, request.body);
      await auditIn(request, trx);
    });
    return ok(await buttonValuesFor(db, DEFAULTS_USER_ID), 'Default buttons updated.');
  });
}
