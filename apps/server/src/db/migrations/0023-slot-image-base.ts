import type { Kysely, Migration } from 'kysely';

/**
 * The slot lobby's image base (`{image_base}/Slotgater/{id}.avif`) becomes an operator setting
 * in the global setting's row; '' (the default) keeps loading the thumbnails the site ships.
 */
export function slotImageBaseMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('global_settings')
        .addColumn('image_base', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
