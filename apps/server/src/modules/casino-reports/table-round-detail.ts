import { paiseToRupees, type TableRoundBet, type TableRoundDetail, type TableTypeName } from '@bx/contract';
import { TABLES } from '@bx/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { HashChainStore } from '../fairness/hash-chain-store.ts';

/**
 * The name of a result sid on a table, the round detail's and the results export's, as the
 * customer app names it (lib/casino-result-label.ts): "0" is no main winner, a teen20 tie or
 * Lucky 7's seven (neither Low Card nor High Card).
 */
export function resultName(type: TableTypeName, result: string | null): string | null {
  if (result === null) return null;
  const noMainWinner = type === 'lucky7' ? 'Seven' : 'Tie';
  return TABLES[type].selections.find((s) => String(s.sid) === result)?.nat ?? (result === '0' ? noMainWinner : result);
}

/**
 * One table round for the round detail and the operator: cards, winner and the fairness data.
 * The server seed shows only once the round has a result (before that it would give the deal
 * away); the commitment `previous_hash` and the chain are public from the start.
 */
export async function tableRoundDetail(
  db: Kysely<Database>,
  chains: HashChainStore,
  roundId: number,
): Promise<(Omit<TableRoundDetail, 'bets'> & { marketId: number }) | null> {
  const row = await db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  if (!row) return null;
  const type = row.gtype as TableTypeName;
  const seat = await chains.seat(Number(row.chain_id), row.nonce);
  const ended = row.status === 'RESULT' || row.status === 'SETTLED';
  const cards: string[] = ended && row.cards ? (JSON.parse(row.cards) as string[]) : [];
  return {
    marketId: Number(row.market_id),
    round_id: String(row.round_id),
    market_id: String(row.round_id),
    sport_id: type,
    match_id: Number(row.match_id),
    gtype: type,
    status: ended ? 'RESULT' : row.status === 'OPEN' ? 'OPEN' : 'SUSPENDED',
    winner: ended ? (row.result ?? '') : '',
    winner_name: ended ? resultName(type, row.result) : null,
    cards,
    cards_by_position: Object.fromEntries(cards.map((c, i) => [`C${i + 1}`, c])),
    server_seed_hash: seat.previousHash,
    server_seed: ended ? seat.serverSeed : null,
    previous_hash: seat.previousHash,
    chain_hash: seat.chainHash,
    client_seed: seat.clientSeed,
    nonce: seat.nonce,
    created_at: new Date(Number(row.opened_at)).toISOString(),
  };
}

/** Bets on a round's market (one customer's, or everyone's), with names and results in rupees. */
export async function roundBets(db: Kysely<Database>, type: TableTypeName, marketId: number, userId?: number) {
  let query = db
    .selectFrom('bets')
    .innerJoin('users', 'users.user_id', 'bets.user_id')
    .select([
      'bets.bet_id',
      'bets.user_id',
      'users.user_name',
      'bets.selection_id',
      'bets.side',
      'bets.price',
      'bets.stake',
      'bets.pnl',
      'bets.outcome',
      'bets.placed_at',
    ])
    .where('bets.market_id', '=', marketId);
  if (userId !== undefined) query = query.where('bets.user_id', '=', userId);
  const rows = await query.orderBy('bets.bet_id').execute();
  const names = new Map(TABLES[type].selections.map((s) => [s.sid, s.nat]));
  return rows.map((b) => {
    const bet: TableRoundBet = {
      bet_id: Number(b.bet_id),
      selection_id: b.selection_id,
      name: names.get(b.selection_id) ?? String(b.selection_id),
      is_back: b.side === 'BACK',
      odds: b.price / 100,
      stack: paiseToRupees(Number(b.stake)),
      profit_loss: b.pnl === null ? null : paiseToRupees(Number(b.pnl)),
      outcome: b.outcome,
      placed_at: new Date(Number(b.placed_at)).toISOString(),
    };
    return { bet, user_id: Number(b.user_id), user_name: b.user_name };
  });
}
