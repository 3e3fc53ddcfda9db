import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Records an operator's action on a binary session or matka draw: who, when, what (kept for good, never edited). */
export async function recordOperatorAction(
  db: Kysely<Database>,
  a: { game: 'binary' | 'matka'; matchId: number; action: string; detail: string | null; userId: number; at: number },
): Promise<void> {
  await db
    .insertInto('game_operator_actions')
    .values({ game: a.game, match_id: a.matchId, action: a.action, detail: a.detail, user_id: a.userId, created_at: a.at })
    .execute();
}
