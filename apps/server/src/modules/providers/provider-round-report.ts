import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

export interface RoundMovement {
  providerId: string;
  sportId: string;
  userId: number;
  roundId: string;
  gameId: string | null;
  /** Paise: + a debit's stake, - a rolled back one. */
  stakeChange: number;
  /** Paise credited by this call (a credit, even of 0, pays the round); null for a debit or rollback. */
  win: number | null;
  now: number;
}

/** A round's status in report/live-casino-bets: open until the provider pays it, cancelled when every stake came back. */
function roundStatus(stake: number, win: number | null): string {
  if (win === null) return stake > 0 ? 'OPEN' : 'CANCELLED';
  return win > stake ? 'WON' : win === stake ? 'PUSH' : 'LOST';
}

/**
 * Keeps the customer's row of a provider round in casino_bets (the live casino bets report)
 * in the wallet call's own transaction: stake is what was debited and not rolled back,
 * profit_loss the wins less that stake once the provider has paid (credited) the round.
 * The customer's accounts are locked, so no other call of this customer moves the row meanwhile.
 */
export async function recordRoundMovement(trx: Transaction<Database>, m: RoundMovement): Promise<void> {
  const roundKey = `${m.providerId}:${m.roundId}`;
  const row = await trx
    .selectFrom('casino_bets')
    .select(['bet_id', 'stake', 'odds', 'profit_loss'])
    .where('round_id', '=', roundKey)
    .where('user_id', '=', m.userId)
    .executeTakeFirst();
  // Wins so far: profit_loss + stake once the round is paid.
  const paid = row && row.profit_loss !== null ? Number(row.profit_loss) + Number(row.stake) : null;
  const stake = Number(row?.stake ?? 0) + m.stakeChange;
  const win = m.win === null ? paid : (paid ?? 0) + m.win;
  const values = {
    stake,
    profit_loss: win === null ? null : win - stake,
    odds: win === null || stake === 0 ? '0' : (win / stake).toFixed(2),
    status: roundStatus(stake, win),
  };
  if (row) await trx.updateTable('casino_bets').set(values).where('bet_id', '=', row.bet_id).execute();
  else
    await trx
      .insertInto('casino_bets')
      .values({ ...values, user_id: m.userId, round_id: roundKey, sport_id: m.sportId, selection: m.gameId ?? '', created_at: m.now })
      .execute();
}
