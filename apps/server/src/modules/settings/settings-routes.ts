import type { FastifyInstance } from 'fastify';
import { calls, globalSetting } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { auditIn } from '../operator-audit/audited-handler.ts';
import { buttonValuesFor, replaceButtonValues } from './button-value-repository.ts';
import { defaultGlobalSetting } from './default-settings.ts';
import { fourEyesAnswer, fourEyesColumns, readFourEyes, updatedFourEyes } from '../approvals/four-eyes-setting.ts';

export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  const current = async () => {
    const row = await db.selectFrom('global_settings').selectAll().where('setting_id', '=', 1).executeTakeFirst();
    const { setting_id: _id, ...setting } = row ?? { setting_id: 1, ...defaultGlobalSetting };
    return globalSetting.parse(setting);
  };

  registerCall(app, calls.globalSetting.getGlobalSetting, async () => ok(await current()));

  registerCall(app, calls.admin.settings.update, async (request) => {
    const { four_eyes_credit_threshold: _threshold, four_eyes_rollback: _rollback, ...fields } = request.body;
    const next = { ...(await current()), ...fields };
    // The four eyes rules live in the same row but never in the public setting: carried over, or changed.
    const fourEyes = updatedFourEyes(await readFourEyes(db), request.body);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('global_settings').where('setting_id', '=', 1).execute();
      await trx
        .insertInto('global_settings')
        .values({ setting_id: 1, ...next, ...fourEyesColumns(fourEyes) })
        .execute();
      await auditIn(request, trx);
    });
    return ok({ ...next, ...fourEyesAnswer(fourEyes) }, 'Settings updated.');
  });

  registerCall(app, calls.user.getButtonValue, async (request) => ok(JSON.stringify(await buttonValuesFor(db, request.user.userId))));

  registerCall(app, calls.user.setButtonValue, async (request) => {
    await db.transaction().execute((trx) => replaceButtonValues(trx, request.user.userId, request.body));
    return ok(null, 'Button values updated.');
  });
}
