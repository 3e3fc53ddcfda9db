import type { TableTypeName } from '@bx/contract';
import type { Deal, TableInfo } from '@bx/games';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ChainSeat } from '../fairness/hash-chain-store.ts';
import type { CasinoTablesTable, TableRoundsTable } from './casino-schema.ts';
import { newMarketRow } from '../trading/markets/create-market.ts';

export type TableRow = Selectable<CasinoTablesTable>;
export type RoundRow = Selectable<TableRoundsTable>;

/** The six tables, as the operator left them. */
export function loadTables(db: Kysely<Database>): Promise<TableRow[]> {
  return db.selectFrom('casino_tables').selectAll().orderBy('match_id', 'desc').execute();
}

/** Rounds not yet paid, oldest first: a restart finishes them. */
export function unfinishedRounds(db: Kysely<Database>): Promise<RoundRow[]> {
  return db.selectFrom('table_rounds').selectAll().where('status', '<>', 'SETTLED').orderBy('round_id').execute();
}

/** The last `n` settled rounds of a table, newest first. */
export function lastRounds(db: Kysely<Database>, matchId: number, n: number): Promise<RoundRow[]> {
  return db
    .selectFrom('table_rounds')
    .selectAll()
    .where('match_id', '=', matchId)
    .where('status', '=', 'SETTLED')
    .orderBy('round_id', 'desc')
    .limit(n)
    .execute();
}

export function findRound(db: Kysely<Database>, roundId: number): Promise<RoundRow | undefined> {
  return db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
}

/** The largest round id of a table so far (a new one must be larger). */
export async function lastRoundId(db: Kysely<Database>, matchId: number): Promise<number> {
  const row = await db
    .selectFrom('table_rounds')
    .select('round_id')
    .where('match_id', '=', matchId)
    .orderBy('round_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.round_id) : 0;
}

export interface NewRound {
  roundId: number;
  table: TableRow;
  info: TableInfo;
  seat: ChainSeat;
  now: number;
  closesAt: number;
}

/**
 * Opens a round: its market (house-banked, no commission, quoted at the table's rates, stake
 * limits of the table) and its row, in one transaction. Returns the market id.
 */
export async function createRound(db: Kysely<Database>, r: NewRound): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('markets')
      .values({
        ...newMarketRow(
          { matchId: r.table.match_id, name: `${r.info.name} round ${r.roundId}` },
          r.info.type,
          // The per-kind maximum (main or side) is checked before the bet's batch; this is the larger.
          { minStake: r.table.min_stake, maxStake: Math.max(r.table.max_stake, r.table.side_max_stake), commissionBp: 0 },
          r.now,
        ),
        in_play: 1,
      })
      .returning('market_id')
      .executeTakeFirstOrThrow();
    const marketId = Number(inserted.market_id);
    await trx
      .insertInto('market_runners')
      .values(
        r.info.selections.map((s, i) => ({
          market_id: marketId,
          selection_id: s.sid,
          name: s.nat,
          sort_order: i,
          status: 'ACTIVE',
          reduction_bp: 0,
          // Bookmaker form: paise of profit per rupee (198 -> 98).
          back_rate: s.back - 100,
          lay_rate: s.lay === null ? null : s.lay - 100,
          quote_open: 1,
        })),
      )
      .execute();
    await trx
      .insertInto('table_rounds')
      .values({
        round_id: r.roundId,
        market_id: marketId,
        match_id: r.table.match_id,
        gtype: r.info.type,
        chain_id: r.seat.chainId,
        nonce: r.seat.nonce,
        status: 'OPEN',
        opened_at: r.now,
        closes_at: r.closesAt,
        cards: null,
        result: null,
        settled_at: null,
      })
      .execute();
    return marketId;
  });
}

/** The deal, stored as the window closes (before any card is shown). */
export async function storeDeal(db: Kysely<Database>, roundId: number, deal: Deal): Promise<void> {
  await db
    .updateTable('table_rounds')
    .set({ status: 'SUSPENDED', cards: JSON.stringify(deal.cards), result: deal.result })
    .where('round_id', '=', roundId)
    .where('status', '=', 'OPEN')
    .execute();
}

export async function markResult(db: Kysely<Database>, roundId: number): Promise<void> {
  await db
    .updateTable('table_rounds')
    .set({ status: 'RESULT' })
    .where('round_id', '=', roundId)
    .where('status', '=', 'SUSPENDED')
    .execute();
}

/** The round is paid: its result row for casino/getCasinoResult (written once), then its status. */
export async function markSettled(
  db: Kysely<Database>,
  round: { roundId: number; gtype: TableTypeName; deal: Deal; previousHash: string; now: number },
): Promise<void> {
  await db
    .insertInto('casino_rounds')
    .values({
      round_id: String(round.roundId),
      sport_id: round.gtype,
      winner: round.deal.result,
      cards: JSON.stringify(round.deal.cards),
      server_seed_hash: round.previousHash,
      created_at: round.now,
    })
    .onConflict((oc) => oc.column('round_id').doNothing())
    .execute();
  // Last: a crash before this line finishes the round again at start, and the row above stays single.
  await db.updateTable('table_rounds').set({ status: 'SETTLED', settled_at: round.now }).where('round_id', '=', round.roundId).execute();
}

export function parseDeal(row: Pick<RoundRow, 'cards' | 'result'>): Deal | null {
  if (row.cards === null || row.result === null) return null;
  return { cards: JSON.parse(row.cards) as string[], result: row.result };
}
