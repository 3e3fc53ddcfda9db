import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';
import { bigint, withId } from './column-types.ts';

const settingColumns = [
  'logo',
  'site_message',
  'payment_gateway',
  'is_show_apk',
  'welcome_banner',
  'site_title',
  'favicon',
  'bg_primary_color',
  'bg_secondry_color',
  'text_primary_color',
  'text_secondry_color',
  'other_color',
  'fb_link',
  'insta_link',
  'telegram_link',
  'twiter_link',
  'whatsapp_link',
];

/** Catalog (sports, series, matches, casino sports) and settings (global setting, button values). */
export function catalogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sports')
        .addColumn('sport_id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withId(db.schema.createTable('series'), dialect, 'series_id')
        .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.sport_id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_header', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_cup', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('series_sport').on('series').columns(['sport_id', 'name']).unique().execute();
      await withId(db.schema.createTable('matches'), dialect, 'match_id')
        .addColumn('sport_id', 'integer', (c) => c.notNull().references('sports.sport_id'))
        .addColumn('series_id', bigint, (c) => c.references('series.series_id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('open_date', bigint, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('UPCOMING'))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('country', 'text')
        .addColumn('country_code', 'text')
        .addColumn('venue', 'text')
        .execute();
      await db.schema.createIndex('matches_sport_open').on('matches').columns(['sport_id', 'open_date']).execute();
      await db.schema.createIndex('matches_series').on('matches').column('series_id').execute();
      await db.schema
        .createTable('casino_sports')
        .addColumn('sport_id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      let settings = db.schema.createTable('global_settings').addColumn('setting_id', 'integer', (c) => c.primaryKey());
      for (const column of settingColumns) settings = settings.addColumn(column, 'text', (c) => c.notNull().defaultTo(''));
      await settings.execute();
      await db.schema
        .createTable('button_values')
        .addColumn('user_id', bigint, (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('button_name', 'text', (c) => c.notNull())
        .addColumn('button_value', bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('button_values_pk', ['user_id', 'type', 'position'])
        .execute();
    },
  };
}
