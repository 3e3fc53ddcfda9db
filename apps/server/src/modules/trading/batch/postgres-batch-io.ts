import { CompiledQuery, sql, type Transaction } from 'kysely';
import { chunks } from '../../../db/chunks.ts';
import type { Database } from '../../../db/schema.ts';
import {
  BET_COLUMNS,
  BET_STATE_COLUMNS,
  BET_STATE_TYPES,
  EXPOSURE_COLUMNS,
  FILL_COLUMNS,
  LEDGER_COLUMNS,
  type AccountRow,
  type BetRow,
  type ExposureRow,
  type MarketRow,
  type ResultRow,
  type BetState,
  type IoAnswers,
  type IoRequest,
  type MarketRecord,
  type MatchedPair,
  type WriteSet,
} from '../shared/trading-types.ts';
import { addToBalances } from '../../ledger/add-to-balances.ts';
import { DAILY_RESULT_KINDS } from '../../ledger/result-kinds.ts';
import type { MarketRowCache } from './market-row-cache.ts';

/** `($1, $2), ($3, $4)` for `n` rows of `types.length` parameters (each cast to its type when one is given), remembered per shape. */
const placeholderText = new Map<string, string>();
function placeholders(types: readonly (string | null)[], n: number): string {
  const key = `${types.join()}:${n}`;
  let text = placeholderText.get(key);
  if (text === undefined) {
    const w = types.length;
    const row = (r: number) => `(${types.map((type, c) => `$${r * w + c + 1}${type ? `::${type}` : ''}`).join(', ')})`;
    placeholderText.set(key, (text = Array.from({ length: n }, (_, r) => row(r)).join(', ')));
  }
  return text;
}

/**
 * Runs fixed SQL text with positional parameters in the batch's transaction. The hot path's
 * statements skip Kysely's query builder: compiling them was a seventh of the server's CPU a bet.
 */
async function query<R>(trx: Transaction<Database>, text: string, params: readonly unknown[]): Promise<R[]> {
  return (await trx.executeQuery<R>(CompiledQuery.raw(text, [...params]))).rows;
}

/** A multi-row INSERT of `columns`, 500 rows to a statement; `onConflict` turns it into an upsert. */
function insertRows<C extends string>(table: string, columns: readonly C[], onConflict = '') {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES `;
  const untyped = columns.map(() => null);
  return async (trx: Transaction<Database>, rows: Record<C, unknown>[]): Promise<void> => {
    for (const part of chunks(rows)) {
      const params: unknown[] = [];
      for (const row of part) for (const c of columns) params.push(row[c]);
      await query(trx, `${head}${placeholders(untyped, part.length)} ${onConflict}`, params);
    }
  };
}

const insertBets = insertRows('bets', BET_COLUMNS);
const insertFills = insertRows('bet_fills', FILL_COLUMNS);
const insertLedger = insertRows('ledger_entries', LEDGER_COLUMNS);
const upsertExposures = insertRows(
  'market_exposures',
  EXPOSURE_COLUMNS,
  'ON CONFLICT (user_id, market_id) DO UPDATE SET exposure = excluded.exposure',
);

/**
 * The batch's changed bets, 500 to one UPDATE ... FROM (VALUES ...): one round trip where a
 * statement a bet made a batch of matches wait on PostgreSQL once per counterparty. Every value
 * is cast to its column's type (bare parameters in VALUES would be typed text). The rows need no
 * lock order of their own: each bet's market is locked first by every writer.
 */
const STATE_TYPES = ['bigint', ...BET_STATE_COLUMNS.map((c) => BET_STATE_TYPES[c])];
const UPDATE_BETS = `UPDATE bets SET ${BET_STATE_COLUMNS.map((c) => `${c} = d.${c}`).join(', ')} FROM (VALUES `;
const UPDATE_BETS_TAIL = `) AS d (bet_id, ${BET_STATE_COLUMNS.join(', ')}) WHERE bets.bet_id = d.bet_id`;
async function updateBets(trx: Transaction<Database>, updates: BetState[]): Promise<void> {
  for (const part of chunks(updates)) {
    const params: unknown[] = [];
    for (const bet of part) params.push(bet.bet_id, ...BET_STATE_COLUMNS.map((c) => bet[c]));
    await query(trx, `${UPDATE_BETS}${placeholders(STATE_TYPES, part.length)}${UPDATE_BETS_TAIL}`, params);
  }
}

async function write(trx: Transaction<Database>, cache: MarketRowCache, w: WriteSet): Promise<null> {
  await insertBets(trx, w.betInserts);
  await updateBets(trx, w.betUpdates);
  for (const r of w.fillReductions) {
    if (r.reduction_bp > 0) {
      await trx
        .updateTable('bet_fills')
        .set({ reduction_bp: sql`reduction_bp + ${r.reduction_bp}` })
        .where('market_id', '=', r.market_id)
        .where('selection_id', '<>', r.removed_selection_id)
        .where('voided', '=', 0)
        .execute();
    }
    await trx
      .updateTable('bet_fills')
      .set({ voided: 1 })
      .where('market_id', '=', r.market_id)
      .where('selection_id', '=', r.removed_selection_id)
      .execute();
  }
  await insertFills(trx, w.fills);
  await insertLedger(trx, w.ledger);
  await addToBalances(trx, w.accountDeltas);
  await upsertExposures(trx, w.exposures);
  if (w.touchedMarkets.length > 0)
    await query(trx, 'UPDATE markets SET book_version = book_version + 1 WHERE market_id = ANY($1::bigint[])', [w.touchedMarkets]);
  cache.wrote(w);
  for (const r of w.runnerChanges) {
    await trx
      .updateTable('market_runners')
      .set({ status: r.status, ...(r.reduction_bp === undefined ? {} : { reduction_bp: r.reduction_bp }) })
      .where('market_id', '=', r.market_id)
      .where('selection_id', '=', r.selection_id)
      .execute();
  }
  for (const [marketId, change] of w.marketChanges) {
    if (Object.keys(change).length > 0) await trx.updateTable('markets').set(change).where('market_id', '=', marketId).execute();
  }
  return null;
}

/**
 * The batch's I/O on PostgreSQL inside one transaction: markets are locked first (FOR UPDATE,
 * id order), then customer accounts (FOR UPDATE, id order), so processes sharing the database
 * serialise on the same rows in the same order.
 */
export function createPostgresBatchIo(trx: Transaction<Database>, cache: MarketRowCache): (request: IoRequest) => Promise<unknown> {
  const handlers: { [K in IoRequest['op']]: (r: Extract<IoRequest, { op: K }>) => Promise<IoAnswers[K]> } = {
    // Runners are read only for markets whose version moved (MarketRowCache).
    lockMarkets: async (r) => {
      if (r.ids.length === 0) return [];
      const rows = await query<MarketRow>(trx, 'SELECT * FROM markets WHERE market_id = ANY($1::bigint[]) ORDER BY market_id FOR UPDATE', [
        r.ids,
      ]);
      const stale = rows.filter((row) => !cache.runnersFor(row)).map((row) => row.market_id);
      const runners =
        stale.length === 0
          ? []
          : await trx.selectFrom('market_runners').selectAll().where('market_id', 'in', stale).orderBy('sort_order').execute();
      return rows.map((row): MarketRecord => {
        const record = { row, runners: cache.runnersFor(row) ?? runners.filter((x) => x.market_id === row.market_id) };
        cache.set(record);
        return record;
      });
    },
    loadBook: async (r) => {
      const bets = await trx
        .selectFrom('bets')
        .selectAll()
        .where('market_id', '=', r.marketId)
        .where((eb) => eb.or([eb('matched', '>', 0), eb('remaining', '>', 0), eb('voided', '>', 0), eb('lapsed', '>', 0)]))
        .orderBy('bet_id')
        .execute();
      const pairs = await sql<MatchedPair>`SELECT bet_id, price, reduction_bp, SUM(size)::bigint AS stake FROM (
          SELECT maker_bet_id AS bet_id, price, reduction_bp, size FROM bet_fills WHERE market_id = ${r.marketId} AND voided = 0
          UNION ALL SELECT taker_bet_id, price, reduction_bp, size FROM bet_fills WHERE market_id = ${r.marketId} AND voided = 0) f
        GROUP BY bet_id, price, reduction_bp`.execute(trx);
      return { bets, pairs: pairs.rows.map((p) => ({ ...p, bet_id: Number(p.bet_id), stake: Number(p.stake) })) };
    },
    // One statement text whatever the number of users or pairs (arrays, not parameter lists).
    loadUsers: async (r) => {
      const accounts =
        r.userIds.length === 0
          ? []
          : await query<AccountRow>(
              trx,
              `SELECT account_id, user_id, kind, balance FROM accounts
                WHERE user_id = ANY($1::bigint[]) AND kind IN ('CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE') ORDER BY account_id FOR UPDATE`,
              [r.userIds],
            );
      const exposures =
        r.pairs.length === 0
          ? []
          : await query<ExposureRow>(
              trx,
              `SELECT user_id, market_id, exposure FROM market_exposures
                WHERE (user_id, market_id) IN (SELECT * FROM unnest($1::bigint[], $2::bigint[]))`,
              [r.pairs.map(([u]) => u), r.pairs.map(([, m]) => m)],
            );
      return { accounts: accounts.map((a) => ({ ...a, user_id: Number(a.user_id) })), exposures };
    },
    // The kinds written out as the partial index ledger_entries_daily_results names them, so it is used.
    loadResults: async (r) => {
      const rows = await query<ResultRow>(
        trx,
        `SELECT a.user_id, l.amount, l.created_at FROM accounts a JOIN ledger_entries l ON l.account_id = a.account_id
          WHERE a.kind = 'CUSTOMER_MAIN' AND l.kind IN (${DAILY_RESULT_KINDS.map((k) => `'${k}'`).join(', ')})
          AND l.created_at >= $1 AND a.user_id = ANY($2::bigint[])`,
        [r.since, r.userIds],
      );
      return rows.map((x) => ({ user_id: Number(x.user_id), amount: Number(x.amount), created_at: Number(x.created_at) }));
    },
    loadMarketBets: async (r) => {
      if (r.userIds?.length === 0) return [];
      let query = trx.selectFrom('bets').selectAll().where('market_id', '=', r.marketId);
      if (r.userIds) query = query.where('user_id', 'in', r.userIds);
      return query.orderBy('bet_id').execute();
    },
    allocateBetIds: async (r) => {
      if (r.count === 0) return [];
      const ids = await sql<{ id: number }>`SELECT nextval('bets_bet_id_seq') AS id FROM generate_series(1, ${r.count})`.execute(trx);
      return ids.rows.map((x) => Number(x.id));
    },
    findClientRef: async (r) =>
      ((await trx
        .selectFrom('bets')
        .selectAll()
        .where('user_id', '=', r.userId)
        .where('client_ref', '=', r.clientRef)
        .executeTakeFirst()) as BetRow | undefined) ?? null,
    matchMarkets: async (r) =>
      trx.selectFrom('markets').select(['market_type', 'status', 'in_play', 'bet_delay']).where('match_id', '=', r.matchId).execute(),
    write: async (r) => write(trx, cache, r.writes),
  };
  return (request) => (handlers[request.op] as (r: IoRequest) => Promise<unknown>)(request);
}
