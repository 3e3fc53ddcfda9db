import type { Kysely, Selectable } from 'kysely';
import { paiseToRupees, type CasinoRound, type LiveCasinoBet } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { CasinoBetsTable, CasinoRoundsTable } from './casino-report-tables.ts';

export const REPORT_PAGE_SIZE = 20;

function parseCards(json: string): string[] {
  try {
    const cards: unknown = JSON.parse(json);
    return Array.isArray(cards) ? cards.map(String) : [];
  } catch {
    return [];
  }
}

export function toCasinoRound(row: Selectable<CasinoRoundsTable>): CasinoRound {
  return {
    round_id: row.round_id,
    sport_id: row.sport_id,
    winner: row.winner,
    cards: parseCards(row.cards),
    server_seed_hash: row.server_seed_hash,
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
}

export function toLiveCasinoBet(row: Selectable<CasinoBetsTable>): LiveCasinoBet {
  return {
    bet_id: Number(row.bet_id),
    round_id: row.round_id,
    sport_id: row.sport_id,
    selection: row.selection,
    stake: paiseToRupees(Number(row.stake)),
    odds: Number(row.odds),
    profit_loss: row.profit_loss === null ? null : paiseToRupees(Number(row.profit_loss)),
    status: row.status,
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
}

interface Window {
  start: number;
  end: number;
  page: number;
}

export async function findRounds(db: Kysely<Database>, sportId: string, window: Window) {
  const base = db
    .selectFrom('casino_rounds')
    .where('sport_id', '=', sportId)
    .where('created_at', '>=', window.start)
    .where('created_at', '<', window.end);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(REPORT_PAGE_SIZE)
    .offset((window.page - 1) * REPORT_PAGE_SIZE)
    .execute();
  return { data: rows.map(toCasinoRound), total: { total_count: Number(count.n) }, limit: REPORT_PAGE_SIZE };
}

export async function findRound(db: Kysely<Database>, roundId: string) {
  const row = await db.selectFrom('casino_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  return row ? toCasinoRound(row) : null;
}

export async function findUserBets(db: Kysely<Database>, userId: number, window: Window) {
  const base = db
    .selectFrom('casino_bets')
    .where('user_id', '=', userId)
    .where('created_at', '>=', window.start)
    .where('created_at', '<', window.end);
  const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .limit(REPORT_PAGE_SIZE)
    .offset((window.page - 1) * REPORT_PAGE_SIZE)
    .execute();
  return { data: rows.map(toLiveCasinoBet), total: { total_count: Number(count.n) }, limit: REPORT_PAGE_SIZE };
}
