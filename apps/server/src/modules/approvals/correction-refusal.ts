import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readFourEyes } from './four-eyes-setting.ts';

/**
 * A binary or matka correction (settle again, set another result, void) first rolls back what the
 * match already settled. While rollbacks wait for a second operator, such a correction may not
 * do it in one step: the operator files the rollback (approved in Approvals), then corrects.
 * Null when nothing of the match is settled or four eyes is off for rollbacks.
 */
export async function correctionRefusal(db: Kysely<Database>, matchId: number): Promise<{ code: string; message: string } | null> {
  if (!(await readFourEyes(db)).rollback) return null;
  const settled = await db
    .selectFrom('markets')
    .select('market_id')
    .where('match_id', '=', matchId)
    .where('status', '=', 'CLOSED')
    .where('settlement_json', 'is not', null)
    .executeTakeFirst();
  if (!settled) return null;
  return {
    code: 'ROLLBACK_FIRST',
    message: 'Bets of this match are settled: roll it back first (a second operator approves it), then correct the result.',
  };
}
