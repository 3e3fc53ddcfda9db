import { CompiledQuery, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import {
  BET_COLUMNS,
  BET_STATE_COLUMNS,
  BET_STATE_TYPES,
  EXPOSURE_COLUMNS,
  FILL_COLUMNS,
  LEDGER_COLUMNS,
  ACCOUNT_ROWS_SQL,
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
import { namedStatement } from '../../../db/postgres-named-statements.ts';
import { dailyResultPredicate } from '../../ledger/ledger-index-terms.ts';
import type { BatchMarker } from './batch-marker.ts';
import type { MarketRowCache } from './market-row-cache.ts';

/**
 * Integers (ids, paise) as an array literal, `{1,2,3}`, for a `$n::bigint[]` parameter: node-postgres
 * would escape and quote each element (see BatchWrite). Safe integers print as plain digits.
 */
function integerArray(values: readonly number[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Runs fixed SQL text with positional parameters in the batch's transaction, prepared by name on
 * the connection (db/postgres-named-statements.ts) unless `byName` is false. The hot path's
 * statements skip Kysely's query builder: building and compiling them cost about a tenth of the
 * server's CPU a bet (BENCH_CPU_PROF under the http bench).
 */
async function query<R>(trx: Transaction<Database>, text: string, params: unknown[], byName = true): Promise<R[]> {
  return (await trx.executeQuery<R>(CompiledQuery.raw(byName ? namedStatement(text) : text, params))).rows;
}

/** PostgreSQL's type of each column a batch writes: a column's values travel as one typed array. */
const BET_TYPES: Record<(typeof BET_COLUMNS)[number], string> = {
  ...BET_STATE_TYPES,
  bet_id: 'bigint',
  user_id: 'bigint',
  market_id: 'bigint',
  match_id: 'bigint',
  selection_id: 'bigint',
  side: 'text',
  price: 'integer',
  line: 'integer',
  stake: 'bigint',
  time_in_force: 'text',
  persistence: 'text',
  client_ref: 'text',
  ip: 'text',
  placed_at: 'bigint',
};
const FILL_TYPES: Record<(typeof FILL_COLUMNS)[number], string> = {
  market_id: 'bigint',
  maker_bet_id: 'bigint',
  taker_bet_id: 'bigint',
  selection_id: 'bigint',
  price: 'integer',
  size: 'bigint',
  created_at: 'bigint',
};
const LEDGER_TYPES: Record<(typeof LEDGER_COLUMNS)[number], string> = {
  txn_id: 'text',
  account_id: 'bigint',
  amount: 'bigint',
  kind: 'text',
  ref_type: 'text',
  ref_id: 'bigint',
  remark: 'text',
  created_at: 'bigint',
};
const EXPOSURE_TYPES: Record<(typeof EXPOSURE_COLUMNS)[number], string> = { user_id: 'bigint', market_id: 'bigint', exposure: 'bigint' };
const STATE_TYPES: Record<'bet_id' | (typeof BET_STATE_COLUMNS)[number], string> = { bet_id: 'bigint', ...BET_STATE_TYPES };

/**
 * One statement that writes a bet batch's rows, whatever their number: each table's rows are one
 * JSON text parameter (`json_to_recordset`), and each table's write is a data-modifying WITH of
 * the one statement. A batch's bets, their changes, fills, ledger rows, exposures and book versions
 * cost one round trip instead of one each. The parts touch different rows (a new bet is inserted
 * with its final state, and only older bets are updated), as one statement's parts must.
 * JSON, not one array a column: node-postgres writes an array parameter as a literal element by
 * element (`prepareValue`, `escapeElement`), about 42 µs and 11 KB a bet on the Node side, a fifth
 * of everything the server allocated; `JSON.stringify` writes the same rows natively. The columns
 * keep their exact types: PostgreSQL reads each JSON number or string with the column type's own
 * input function (a bigint's digits into int8, never through a float).
 */
class BatchWrite {
  private readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** `rows` as a table of `columns` with their types, from one JSON parameter (other properties are ignored). */
  private recordset<C extends string>(columns: readonly C[], types: Record<C, string>, rows: readonly Record<C, unknown>[]): string {
    this.params.push(JSON.stringify(rows));
    return `json_to_recordset($${this.params.length}::json) AS d (${columns.map((c) => `${c} ${types[c]}`).join(', ')})`;
  }

  insert<C extends string>(
    table: string,
    columns: readonly C[],
    types: Record<C, string>,
    rows: readonly Record<C, unknown>[],
    tail = '',
  ): this {
    if (rows.length > 0)
      this.parts.push(`INSERT INTO ${table} (${columns.join(', ')}) SELECT * FROM ${this.recordset(columns, types, rows)}${tail}`);
    return this;
  }

  updateBets(updates: readonly BetState[]): this {
    if (updates.length === 0) return this;
    const columns = ['bet_id', ...BET_STATE_COLUMNS] as const;
    const set = BET_STATE_COLUMNS.map((c) => `${c} = d.${c}`).join(', ');
    this.parts.push(`UPDATE bets SET ${set} FROM ${this.recordset(columns, STATE_TYPES, updates)} WHERE bets.bet_id = d.bet_id`);
    return this;
  }

  bumpBooks(marketIds: readonly number[]): this {
    if (marketIds.length === 0) return this;
    this.params.push(integerArray(marketIds));
    this.parts.push(`UPDATE markets SET book_version = book_version + 1 WHERE market_id = ANY($${this.params.length}::bigint[])`);
    return this;
  }

  /**
   * Moves each account's balance by its delta. Only for accounts this transaction already holds
   * locked (FOR UPDATE, in id order): in the one statement the row locks would be taken in no set
   * order, which is safe only when none is left to take.
   */
  addToLockedBalances(deltas: readonly (readonly [number, number])[]): this {
    if (deltas.length === 0) return this;
    this.params.push(integerArray(deltas.map(([id]) => id)), integerArray(deltas.map(([, delta]) => delta)));
    const [ids, amounts] = [this.params.length - 1, this.params.length];
    this.parts.push(
      `UPDATE accounts SET balance = balance + d.amount FROM unnest($${ids}::bigint[], $${amounts}::bigint[]) AS d (account_id, amount) WHERE accounts.account_id = d.account_id`,
    );
    return this;
  }

  /** The batch's commit marker (batch-marker.ts), in the same statement as its writes. */
  marker(batchId: string, committedAt: number): this {
    this.params.push(batchId, committedAt);
    this.parts.push(
      `INSERT INTO batch_commits (batch_id, committed_at) VALUES ($${this.params.length - 1}::text, $${this.params.length}::bigint)`,
    );
    return this;
  }

  /** The statement (the last part under the others' WITH), or null when there is nothing to write. */
  text(): string | null {
    if (this.parts.length === 0) return null;
    const last = this.parts[this.parts.length - 1]!;
    const rest = this.parts.slice(0, -1).map((part, i) => `w${i} AS (${part})`);
    return rest.length === 0 ? last : `WITH ${rest.join(', ')} ${last}`;
  }
}

async function write(
  trx: Transaction<Database>,
  cache: MarketRowCache,
  w: WriteSet,
  locked: ReadonlySet<number>,
  marker: BatchMarker | null,
): Promise<null> {
  // A removed runner's fills (operator, alone in its batch) are reduced before any new fill exists.
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
  const batch = new BatchWrite()
    .insert('bets', BET_COLUMNS, BET_TYPES, w.betInserts)
    .updateBets(w.betUpdates)
    .insert('bet_fills', FILL_COLUMNS, FILL_TYPES, w.fills)
    .insert('ledger_entries', LEDGER_COLUMNS, LEDGER_TYPES, w.ledger)
    .insert(
      'market_exposures',
      EXPOSURE_COLUMNS,
      EXPOSURE_TYPES,
      w.exposures,
      ' ON CONFLICT (user_id, market_id) DO UPDATE SET exposure = excluded.exposure',
    )
    .bumpBooks(w.touchedMarkets);
  const deltas = [...w.accountDeltas].filter(([, delta]) => delta !== 0).sort(([a], [b]) => a - b);
  // A bet batch moves only its customers' accounts, locked when they were read: one round trip
  // fewer. Any other account (the house's, on settlement) is locked in id order by its own statement.
  const allLocked = deltas.every(([id]) => locked.has(id));
  if (allLocked) batch.addToLockedBalances(deltas);
  if (marker) batch.marker(marker.batchId, marker.committedAt);
  const text = batch.text();
  if (text) await query(trx, text, batch.params);
  if (marker) marker.written = true;
  if (!allLocked) await addToBalances(trx, deltas);
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
 * serialise on the same rows in the same order. `marker` is written with the batch's rows.
 */
export function createPostgresBatchIo(
  trx: Transaction<Database>,
  cache: MarketRowCache,
  marker: BatchMarker | null = null,
): (request: IoRequest) => Promise<unknown> {
  /** Accounts this transaction holds locked (read FOR UPDATE). */
  const locked = new Set<number>();
  const handlers: { [K in IoRequest['op']]: (r: Extract<IoRequest, { op: K }>) => Promise<IoAnswers[K]> } = {
    // Runners are read only for markets whose version moved (MarketRowCache).
    lockMarkets: async (r) => {
      if (r.ids.length === 0) return [];
      // Not by name: a prepared `SELECT *` would fail once a migration adds a column.
      const rows = await query<MarketRow>(
        trx,
        'SELECT * FROM markets WHERE market_id = ANY($1::bigint[]) ORDER BY market_id FOR UPDATE',
        [integerArray(r.ids)],
        false,
      );
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
              // The customer's states (users, self_exclusions) ride on the locked read: committed
              // before this statement began, an operator's change is in force for this batch.
              `${ACCOUNT_ROWS_SQL}
                WHERE a.user_id = ANY($1::bigint[]) AND a.kind IN ('CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE') ORDER BY a.account_id FOR UPDATE OF a`,
              [integerArray(r.userIds)],
            );
      const exposures =
        r.pairs.length === 0
          ? []
          : await query<ExposureRow>(
              trx,
              `SELECT user_id, market_id, exposure FROM market_exposures
                WHERE (user_id, market_id) IN (SELECT * FROM unnest($1::bigint[], $2::bigint[]))`,
              [integerArray(r.pairs.map(([u]) => u)), integerArray(r.pairs.map(([, m]) => m))],
            );
      for (const a of accounts) locked.add(Number(a.account_id));
      return { accounts: accounts.map((a) => ({ ...a, user_id: Number(a.user_id) })), exposures };
    },
    loadResults: async (r) => {
      const rows = await query<ResultRow>(
        trx,
        `SELECT a.user_id, l.amount, l.created_at FROM accounts a JOIN ledger_entries l ON l.account_id = a.account_id
          WHERE a.kind = 'CUSTOMER_MAIN' AND ${dailyResultPredicate('l.kind')}
          AND l.created_at >= $1 AND a.user_id = ANY($2::bigint[])`,
        [r.since, integerArray(r.userIds)],
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
      const ids = await query<{ id: number }>(trx, "SELECT nextval('bets_bet_id_seq') AS id FROM generate_series(1, $1::integer)", [
        r.count,
      ]);
      return ids.map((x) => Number(x.id));
    },
    // Not by name (a prepared `SELECT *` fails once a migration adds a column); one round trip a batch.
    findClientRefs: async (r) =>
      query<BetRow>(
        trx,
        `SELECT * FROM bets WHERE client_ref IS NOT NULL
          AND (user_id, client_ref) IN (SELECT * FROM json_to_recordset($1::json) AS k (u bigint, r text))`,
        [JSON.stringify(r.keys.map(([u, ref]) => ({ u, r: ref })))],
        false,
      ),
    matchMarkets: async (r) =>
      trx.selectFrom('markets').select(['market_type', 'status', 'in_play', 'bet_delay']).where('match_id', '=', r.matchId).execute(),
    // The row stays locked to the COMMIT: a clear or new bounds wait for it, then find the rule FIRED.
    claimRule: async (r) => {
      const claimed = await trx
        .updateTable('auto_cash_outs')
        .set({ status: 'FIRED', ended_at: r.at })
        .where('rule_id', '=', r.ruleId)
        .where('status', '=', 'ACTIVE')
        .where('version', '=', r.version)
        .executeTakeFirst();
      return Number(claimed.numUpdatedRows) === 1;
    },
    ruleFired: async (r) => {
      await trx
        .updateTable('auto_cash_outs')
        .set({ fired_value: r.value, bet_ids_json: JSON.stringify(r.betIds) })
        .where('rule_id', '=', r.ruleId)
        .execute();
      return null;
    },
    write: async (r) => write(trx, cache, r.writes, locked, marker),
  };
  return (request) => (handlers[request.op] as (r: IoRequest) => Promise<unknown>)(request);
}
