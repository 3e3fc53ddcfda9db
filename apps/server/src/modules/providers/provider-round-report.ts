import type { Selectable, Transaction } from 'kysely';
import { QueryTemplate } from '../../db/query-template.ts';
import { RowTemplate } from '../../db/row-template.ts';
import type { Database } from '../../db/schema.ts';

type CasinoBet = Selectable<Database['casino_bets']>;

/** What a round's movement reads of its row in casino_bets. */
export type RoundRow = Pick<CasinoBet, 'bet_id' | 'stake' | 'profit_loss'>;

/** casino_bets.round_id of a provider's round: round ids are the provider's own. */
export const roundKeyOf = (providerId: string, roundId: string) => `${providerId}:${roundId}`;

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

// Compiled once per database: every wallet call that moves money keeps its round's row.
const roundRowQuery = new QueryTemplate(
  (trx: Transaction<Database>, roundKey: string, userId: number) =>
    trx.selectFrom('casino_bets').select(['bet_id', 'stake', 'profit_loss']).where('round_id', '=', roundKey).where('user_id', '=', userId),
  ['\u0000round', -1],
);
const ROUND_VALUES = ['stake', 'profit_loss', 'odds', 'status'] as const;
const updateRoundQuery = new RowTemplate<Pick<CasinoBet, (typeof ROUND_VALUES)[number] | 'bet_id'>, never>(
  [...ROUND_VALUES, 'bet_id'],
  (trx, { bet_id, ...values }) => trx.updateTable('casino_bets').set(values).where('bet_id', '=', bet_id),
);
const insertRoundQuery = new RowTemplate<Omit<CasinoBet, 'bet_id'>, never>(
  [...ROUND_VALUES, 'user_id', 'round_id', 'sport_id', 'selection', 'created_at'],
  (trx, row) => trx.insertInto('casino_bets').values(row),
);

/**
 * Keeps the customer's row of a provider round in casino_bets (the live casino bets report)
 * in the wallet call's own transaction: stake is what was debited and not rolled back,
 * profit_loss the wins less that stake once the provider has paid (credited) the round.
 * The customer's accounts are locked, so no other call of this customer moves the row meanwhile.
 * `known`: the row as the call's own state read found it in this transaction (null: none yet),
 * which spares a statement; undefined, it is read here.
 */
export async function recordRoundMovement(trx: Transaction<Database>, m: RoundMovement, known?: RoundRow | null): Promise<void> {
  const roundKey = roundKeyOf(m.providerId, m.roundId);
  const row = known !== undefined ? known : (await roundRowQuery.run(trx, roundKey, m.userId))[0];
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
  if (row) await updateRoundQuery.run(trx, { ...values, bet_id: row.bet_id });
  else
    await insertRoundQuery.run(trx, {
      ...values,
      user_id: m.userId,
      round_id: roundKey,
      sport_id: m.sportId,
      selection: m.gameId ?? '',
      created_at: m.now,
    });
}
