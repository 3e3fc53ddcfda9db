import { OUR_CASINO_SPORT_ID, tableTypes } from '@bx/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The tables a casino report's `sport_id` names (their codes, as casino_rounds keeps them): a
 * table's code (`dt20`), Our Casino's sport id (`-1`, spec section 9) for every table, or a
 * table's match id (`-1011`); none for anything else. Teen Patti's match id is also -1: there
 * the sport wins, as the spec gives -1 to the Indian casino.
 */
export async function tablesNamed(db: Kysely<Database>, sportId: string): Promise<string[]> {
  if ((tableTypes as readonly string[]).includes(sportId)) return [sportId];
  if (sportId === String(OUR_CASINO_SPORT_ID)) return [...tableTypes];
  const matchId = Number(sportId);
  if (!/^-?\d+$/.test(sportId) || !Number.isSafeInteger(matchId)) return [];
  const table = await db.selectFrom('casino_tables').select('gtype').where('match_id', '=', matchId).executeTakeFirst();
  return table ? [table.gtype] : [];
}

export const UNKNOWN_TABLE = "No such casino table: give a table's code (teen20, dt20, ...), its match id, or -1 for every table.";
