import type { Kysely } from 'kysely';
import { DAY_MS } from '@bx/contract';
import type { Database } from '../../db/schema.ts';

/** Until when (epoch ms) the user is self-excluded, or null when not excluded at `now`. */
export async function selfExcludedUntil(db: Kysely<Database>, userId: number, now: number): Promise<number | null> {
  const row = await db.selectFrom('self_exclusions').select('excluded_until').where('user_id', '=', userId).executeTakeFirst();
  const until = row ? Number(row.excluded_until) : null;
  return until !== null && until > now ? until : null;
}

/** For the auth module: login answers SELF_EXCLUDED while this is true. */
export async function isSelfExcluded(db: Kysely<Database>, userId: number, now: number): Promise<boolean> {
  return (await selfExcludedUntil(db, userId, now)) !== null;
}

/** Excludes the user for `days`; an exclusion can be lengthened but never shortened. */
export async function selfExclude(db: Kysely<Database>, userId: number, days: number, now: number): Promise<number> {
  const current = await selfExcludedUntil(db, userId, now);
  const until = Math.max(current ?? 0, now + days * DAY_MS);
  await db
    .insertInto('self_exclusions')
    .values({ user_id: userId, excluded_until: until, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ excluded_until: until }))
    .execute();
  return until;
}
