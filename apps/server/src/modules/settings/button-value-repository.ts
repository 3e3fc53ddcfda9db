import type { Kysely } from 'kysely';
import { paiseToRupees, rupeesToPaise, type ButtonValue } from '@bx/contract';
import type { Database } from '../../db/schema.ts';

/** user_id 0 holds the site defaults (seeded). */
export const DEFAULTS_USER_ID = 0;

/** The user's buttons per type, falling back to the defaults for a type the user never set. */
export async function buttonValuesFor(db: Kysely<Database>, userId: number): Promise<ButtonValue[]> {
  const rows = await db
    .selectFrom('button_values')
    .select(['user_id', 'type', 'button_name', 'button_value'])
    .where('user_id', 'in', [userId, DEFAULTS_USER_ID])
    .orderBy('type', 'desc')
    .orderBy('position')
    .execute();
  const ownTypes = new Set(rows.filter((r) => Number(r.user_id) === userId).map((r) => r.type));
  return rows
    .filter((r) => (Number(r.user_id) === userId) === ownTypes.has(r.type))
    .map((r) => ({ button_name: r.button_name, button_value: paiseToRupees(Number(r.button_value)), type: r.type }));
}

/**
 * Replaces the user's rows of every type the payload contains. `trx` is the caller's
 * transaction, so the delete and the insert (and an operator's audit row) commit together.
 */
export async function replaceButtonValues(trx: Kysely<Database>, userId: number, buttons: ButtonValue[]): Promise<void> {
  const types = [...new Set(buttons.map((b) => b.type))];
  const positions = new Map<string, number>();
  const rows = buttons.map((b) => {
    const position = positions.get(b.type) ?? 0;
    positions.set(b.type, position + 1);
    return { user_id: userId, type: b.type, position, button_name: b.button_name, button_value: rupeesToPaise(b.button_value) ?? 0 };
  });
  await trx.deleteFrom('button_values').where('user_id', '=', userId).where('type', 'in', types).execute();
  await trx.insertInto('button_values').values(rows).execute();
}
