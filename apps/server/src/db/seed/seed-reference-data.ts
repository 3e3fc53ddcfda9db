import { rupeesToPaise } from '@bx/contract';
import type { Kysely } from 'kysely';
import { DEFAULTS_USER_ID } from '../../modules/settings/button-value-repository.ts';
import { defaultButtonValues, defaultGlobalSetting } from '../../modules/settings/default-settings.ts';
import type { Database } from '../schema.ts';
import { casinoSports, sports } from './reference-data.ts';

/** What every installation needs, demo or not: the setting, sports, casino sports, default buttons. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('global_settings')
    .values({ setting_id: 1, ...defaultGlobalSetting })
    .onConflict((oc) => oc.column('setting_id').doNothing())
    .execute();
  await db
    .insertInto('sports')
    .values(sports)
    .onConflict((oc) => oc.column('sport_id').doNothing())
    .execute();
  await db
    .insertInto('casino_sports')
    .values(casinoSports)
    .onConflict((oc) => oc.column('sport_id').doNothing())
    .execute();
  const positions = { Game: 0, Casino: 0 };
  const buttons = defaultButtonValues.map((b) => ({
    user_id: DEFAULTS_USER_ID,
    type: b.type,
    position: positions[b.type]++,
    button_name: b.button_name,
    button_value: rupeesToPaise(b.button_value) ?? 0,
  }));
  await db
    .insertInto('button_values')
    .values(buttons)
    .onConflict((oc) => oc.columns(['user_id', 'type', 'position']).doNothing())
    .execute();
}
