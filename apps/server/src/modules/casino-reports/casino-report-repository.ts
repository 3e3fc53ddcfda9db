import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import { paiseToRupees, type CasinoRound, type LiveCasinoBet } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import type { CasinoBetsTable, CasinoRoundsTable } from './casino-report-tables.ts';

const REPORT_PAGE_SIZE = 20;

function parseCards(json: string): string[] {
  try {
    const cards: unknown = JSON.parse(json);
    return Array.isArray(cards) ? cards.map(String) : [];
  } catch {
    return [];
  }
}

function toCasinoRound(row: Selectable<CasinoRoundsTable>): CasinoRound {
  return {
    round_id: row.round_id,
    sport_id: row.sport_id,
    winner: row.winner,
    cards: parseCards(row.cards),
    server_seed_hash: row.server_seed_hash,
    created_at: new Date(Number(row.created_at)).toISOString(),
  };
}

function toLiveCasinoBet(row: Selectable<CasinoBetsTable>): LiveCasinoBet {
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

const createdAt = sql<number>`created_at`;

/** One report page of a casino query (all columns, filtered to its owner): the window, newest first, with the total count. */
async function reportPage<TB extends keyof Database, O, R>(
  owned: SelectQueryBuilder<Database, TB, O>,
  window: Window,
  toItem: (row: O) => R,
) {
  const base = owned.where(createdAt, '>=', window.start).where(createdAt, '<', window.end);
  const count = await base
    .clearSelect()
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  const rows: O[] = await base
    .orderBy(createdAt, 'desc')
    .limit(REPORT_PAGE_SIZE)
    .offset((window.page - 1) * REPORT_PAGE_SIZE)
    .execute();
  return { data: rows.map(toItem), total: { total_count: Number(count.n) }, limit: REPORT_PAGE_SIZE };
}

/** The finished rounds of some of Our Casino's tables (their codes: teen20, dt20...), newest first. */
export function findRounds(db: Kysely<Database>, gtypes: readonly string[], window: Window) {
  return reportPage(db.selectFrom('casino_rounds').selectAll().where('sport_id', 'in', gtypes), window, toCasinoRound);
}

export function findUserBets(db: Kysely<Database>, userId: number, window: Window) {
  return reportPage(db.selectFrom('casino_bets').selectAll().where('user_id', '=', userId), window, toLiveCasinoBet);
}
