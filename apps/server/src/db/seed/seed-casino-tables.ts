import { OUR_CASINO_SPORT_ID, rupeesToPaise, tableTypes } from '@bx/contract';
import { TABLES } from '@bx/games';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/** Stakes of a new table (rupees): the family's usual casino limits. */
const DEFAULT_LIMITS = { min: 10, mainMax: 50_000, sideMax: 10_000 };

/**
 * The six tables of Our Casino (casino.md section 3), each a match of sport -1 with its fixed
 * id, active, with default limits. Idempotent: existing tables keep their settings.
 */
export async function seedCasinoTables(db: Kysely<Database>, now: number): Promise<void> {
  for (const type of tableTypes) {
    const info = TABLES[type];
    await db
      .insertInto('matches')
      .values({
        match_id: info.matchId,
        sport_id: OUR_CASINO_SPORT_ID,
        series_id: null,
        name: info.name,
        open_date: now,
        status: 'IN_PLAY',
        is_active: 1,
        country: null,
        country_code: null,
        venue: null,
      })
      .onConflict((oc) => oc.column('match_id').doNothing())
      .execute();
    await db
      .insertInto('casino_tables')
      .values({
        match_id: info.matchId,
        gtype: type,
        name: info.name,
        is_active: 1,
        min_stake: rupeesToPaise(DEFAULT_LIMITS.min)!,
        max_stake: rupeesToPaise(DEFAULT_LIMITS.mainMax)!,
        side_max_stake: rupeesToPaise(DEFAULT_LIMITS.sideMax)!,
        updated_by: null,
        updated_at: null,
      })
      .onConflict((oc) => oc.column('match_id').doNothing())
      .execute();
  }
}
