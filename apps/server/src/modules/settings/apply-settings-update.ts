import { globalSetting, type SettingsUpdate } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { fourEyesAnswer, fourEyesColumns, readFourEyes, updatedFourEyes } from '../approvals/four-eyes-setting.ts';
import { defaultGlobalSetting } from './default-settings.ts';

/** The public global setting as stored (the defaults before the seed wrote it). */
export async function currentSetting(db: Kysely<Database>) {
  const row = await db.selectFrom('global_settings').selectAll().where('setting_id', '=', 1).executeTakeFirst();
  const { setting_id: _id, ...setting } = row ?? { setting_id: 1, ...defaultGlobalSetting };
  return globalSetting.parse(setting);
}

/**
 * Writes `change` over the setting as it is now, in one transaction with `onWritten` (the
 * operator audit's row). Read at the write, not when asked: an update held for a second admin
 * changes only its own fields, whatever was saved while it waited.
 */
export async function applySettingsUpdate(
  db: Kysely<Database>,
  change: SettingsUpdate,
  onWritten: (trx: Kysely<Database>) => Promise<void>,
) {
  const { four_eyes_credit_threshold: _threshold, four_eyes_rollback: _rollback, ...fields } = change;
  return db.transaction().execute(async (trx) => {
    const next = { ...(await currentSetting(trx)), ...fields };
    // The four eyes rules live in the same row but never in the public setting: carried over, or changed.
    const fourEyes = updatedFourEyes(await readFourEyes(trx), change);
    await trx.deleteFrom('global_settings').where('setting_id', '=', 1).execute();
    await trx
      .insertInto('global_settings')
      .values({ setting_id: 1, ...next, ...fourEyesColumns(fourEyes) })
      .execute();
    await onWritten(trx);
    return { ...next, ...fourEyesAnswer(fourEyes) };
  });
}
