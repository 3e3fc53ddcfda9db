import type SqliteDatabase from 'better-sqlite3';
import {
  BET_COLUMNS,
  BET_STATE_COLUMNS,
  EXPOSURE_COLUMNS,
  FILL_COLUMNS,
  LEDGER_COLUMNS,
  ACCOUNT_ROWS_SQL,
  type AccountRow,
  type BetRow,
  type BetState,
  type ExposureRow,
  type IoAnswers,
  type IoRequest,
  type MarketRecord,
  type MarketRow,
  type MatchedPair,
  type ResultRow,
  type RunnerRow,
  type WriteSet,
} from '../shared/trading-types.ts';
import { dailyResultPredicate } from '../../ledger/ledger-index-terms.ts';
import type { CustomerRowCache } from './customer-row-cache.ts';
import type { MarketRowCache } from './market-row-cache.ts';

const ROWS_PER_STATEMENT = 32;

/** Appends one row's parameters to a statement's list, in the statement's column order. */
type PushValues<T> = (row: T, out: unknown[]) => void;

/**
 * Runs `statementFor(n)` over rows 32 at a time with positional parameters, the rest in one
 * statement of their own length (prepared once per length, then reused); `all` collects rows.
 * `lead` fills the placeholders written before the rows' own, in every chunk.
 * The parameters go as arguments, not as one array: better-sqlite3 reads an array element by
 * element through V8's object API, which cost a 25-column row about 1.5 µs more to bind.
 */
function chunked<T>(
  sqlite: SqliteDatabase.Database,
  statementFor: (n: number) => string,
  pushValues: PushValues<T>,
  mode: 'run' | 'all' = 'run',
) {
  const byLength = new Map<number, SqliteDatabase.Statement>();
  const statement = (n: number) => {
    let prepared = byLength.get(n);
    if (!prepared) byLength.set(n, (prepared = sqlite.prepare(statementFor(n))));
    return prepared;
  };
  return (rows: readonly T[], ...lead: unknown[]): unknown[] => {
    const out: unknown[] = [];
    const values: unknown[] = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const n = Math.min(ROWS_PER_STATEMENT, rows.length - i);
      values.length = 0;
      values.push(...lead);
      for (let k = i; k < i + n; k++) pushValues(rows[k]!, values);
      if (mode === 'all') out.push(...statement(n).all(...values));
      else statement(n).run(...values);
    }
    return out;
  };
}

const tuples = (width: number, n: number) =>
  Array.from({ length: n }, () => `(${Array.from({ length: width }, () => '?').join(', ')})`).join(', ');

/**
 * A row's columns pushed by name in one compiled call, `out.push(row.a, row.b, ...)`. A loop of
 * `row[column]` over 25 names is a megamorphic keyed load each: in a micro-bench a bet's row and
 * its ledger pair took 1.3 µs that way and 0.3 compiled. The names are the code's own column
 * constants, never input (checked all the same, as they become code).
 */
function columnPusher<C extends string>(columns: readonly C[]): PushValues<Record<C, unknown>> {
  for (const c of columns) if (!/^[a-z_]+$/.test(c)) throw new Error(`not a column name: ${c}`);
  return new Function('row', 'out', `out.push(${columns.map((c) => `row.${c}`).join(', ')});`) as PushValues<Record<C, unknown>>;
}

/**
 * Inserts rows 32 to a statement with positional parameters: far fewer statement runs and no
 * named-parameter lookups on the hot path. `onConflict` turns it into an upsert.
 */
function multiRowInsert<C extends string>(sqlite: SqliteDatabase.Database, table: string, columns: readonly C[], onConflict = '') {
  return chunked<Record<C, unknown>>(
    sqlite,
    (n) => `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples(columns.length, n)} ${onConflict}`,
    columnPusher(columns),
  );
}

/** Adds deltas to account balances, 32 accounts to a statement (UPDATE ... FROM VALUES). */
function addBalances(sqlite: SqliteDatabase.Database) {
  return chunked<[number, number]>(
    sqlite,
    (n) => `UPDATE accounts SET balance = balance + d.column2 FROM (VALUES ${tuples(2, n)}) AS d WHERE accounts.account_id = d.column1`,
    ([accountId, delta], out) => out.push(accountId, delta),
  );
}

/** Runs `sql (?, ?, ...)` over ids, 32 to a statement; `lead` fills the placeholders written before the list. */
function inList(sqlite: SqliteDatabase.Database, sql: string): (ids: readonly number[], ...lead: unknown[]) => unknown[] {
  return chunked<number>(
    sqlite,
    (n) => `${sql} (${Array.from({ length: n }, () => '?').join(', ')})`,
    (id, out) => out.push(id),
    'all',
  );
}

/**
 * The connection's stamp (MarketRowCache, CustomerRowCache): every write on this connection moves
 * `total_changes()`, a commit of another connection `data_version`. Two plain statements prepared
 * once: one statement reading `pragma_data_version` as a table cost about seven times as much.
 */
export function sqliteStamp(sqlite: SqliteDatabase.Database): () => string {
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  return () => `${changes.get() as number}:${version.get() as number}`;
}

/**
 * Prepared statements for the hot path on the raw better-sqlite3 handle. Every call is
 * synchronous, so a batch runs BEGIN IMMEDIATE .. COMMIT without yielding to other code. Market
 * rows and customers' accounts and exposures come from `rows` and `customers` where they are
 * still the database's (the executor begins both with the connection's stamp).
 */
export function createSqliteBatchIo(
  sqlite: SqliteDatabase.Database,
  rows: MarketRowCache,
  customers: CustomerRowCache,
): (request: IoRequest) => unknown {
  const s = {
    market: sqlite.prepare('SELECT * FROM markets WHERE market_id = ?'),
    runners: sqlite.prepare('SELECT * FROM market_runners WHERE market_id = ? ORDER BY sort_order'),
    bookBets: sqlite.prepare(
      'SELECT * FROM bets WHERE market_id = ? AND (matched > 0 OR remaining > 0 OR voided > 0 OR lapsed > 0) ORDER BY bet_id',
    ),
    pairs: sqlite.prepare(`SELECT bet_id, price, reduction_bp, SUM(size) AS stake FROM (
        SELECT maker_bet_id AS bet_id, price, reduction_bp, size FROM bet_fills WHERE market_id = ? AND voided = 0
        UNION ALL SELECT taker_bet_id, price, reduction_bp, size FROM bet_fills WHERE market_id = ? AND voided = 0)
      GROUP BY bet_id, price, reduction_bp`),
    marketBets: sqlite.prepare('SELECT * FROM bets WHERE market_id = ? ORDER BY bet_id'),
    maxBet: sqlite.prepare('SELECT COALESCE(MAX(bet_id), 0) AS id FROM bets'),
    matchMarkets: sqlite.prepare('SELECT market_type, status, in_play, bet_delay FROM markets WHERE match_id = ?'),
    runner: sqlite.prepare(
      'UPDATE market_runners SET status = ?, reduction_bp = COALESCE(?, reduction_bp) WHERE market_id = ? AND selection_id = ?',
    ),
    reduceFills: sqlite.prepare(
      'UPDATE bet_fills SET reduction_bp = reduction_bp + ? WHERE market_id = ? AND selection_id <> ? AND voided = 0',
    ),
    voidFills: sqlite.prepare('UPDATE bet_fills SET voided = 1 WHERE market_id = ? AND selection_id = ?'),
    claimRule: sqlite.prepare(
      "UPDATE auto_cash_outs SET status = 'FIRED', ended_at = ? WHERE rule_id = ? AND status = 'ACTIVE' AND version = ?",
    ),
    ruleFired: sqlite.prepare('UPDATE auto_cash_outs SET fired_value = ?, bet_ids_json = ? WHERE rule_id = ?'),
  };

  // A customer's MAIN and EXPOSURE accounts: only they have a user (CHECK accounts_owner). The
  // customer's states come in the same statement, kept by CustomerRowCache under the write stamp:
  // an operator's change is a write, so the next batch reads them again.
  const accountsOf = inList(sqlite, `${ACCOUNT_ROWS_SQL} WHERE a.user_id IN`);
  const userBetsOf = inList(sqlite, 'SELECT * FROM bets WHERE market_id = ? AND user_id IN');
  const resultsOf = inList(
    sqlite,
    `SELECT a.user_id, l.amount, l.created_at FROM accounts a JOIN ledger_entries l ON l.account_id = a.account_id
      WHERE a.kind = 'CUSTOMER_MAIN' AND ${dailyResultPredicate('l.kind')} AND l.created_at >= ? AND a.user_id IN`,
  );
  // `client_ref IS NOT NULL` lets SQLite use the partial unique index on (user_id, client_ref).
  const keyedBetsOf = chunked<readonly [number, string]>(
    sqlite,
    (n) => `SELECT * FROM bets WHERE client_ref IS NOT NULL AND (user_id, client_ref) IN (VALUES ${tuples(2, n)})`,
    ([userId, clientRef], out) => out.push(userId, clientRef),
    'all',
  );
  // Exactly the pairs the batch needs: the house market maker holds a row on nearly every
  // market, and a user x market product would probe every combination of the batch.
  const exposuresOf = chunked<readonly [number, number]>(
    sqlite,
    (n) => `SELECT user_id, market_id, exposure FROM market_exposures WHERE (user_id, market_id) IN (VALUES ${tuples(2, n)})`,
    ([userId, marketId], out) => out.push(userId, marketId),
    'all',
  );
  const insertBets = multiRowInsert(sqlite, 'bets', BET_COLUMNS);
  const insertFills = multiRowInsert(sqlite, 'bet_fills', FILL_COLUMNS);
  const insertLedger = multiRowInsert(sqlite, 'ledger_entries', LEDGER_COLUMNS);
  const upsertExposures = multiRowInsert(
    sqlite,
    'market_exposures',
    EXPOSURE_COLUMNS,
    'ON CONFLICT (user_id, market_id) DO UPDATE SET exposure = excluded.exposure',
  );
  const addToBalances = addBalances(sqlite);
  const pushState = columnPusher(BET_STATE_COLUMNS);
  const updateBets = chunked<BetState>(
    sqlite,
    (n) => `UPDATE bets SET ${BET_STATE_COLUMNS.map((c, i) => `${c} = d.column${i + 2}`).join(', ')}
      FROM (VALUES ${tuples(BET_STATE_COLUMNS.length + 1, n)}) AS d WHERE bets.bet_id = d.column1`,
    (bet, out) => {
      out.push(bet.bet_id);
      pushState(bet, out);
    },
  );
  const bumpBooks = chunked<number>(
    sqlite,
    (n) => `UPDATE markets SET book_version = book_version + 1 WHERE market_id IN (VALUES ${tuples(1, n)})`,
    (id, out) => out.push(id),
  );
  const marketChange = new Map<string, SqliteDatabase.Statement>();

  function write(w: WriteSet): null {
    insertBets(w.betInserts);
    updateBets(w.betUpdates);
    for (const r of w.fillReductions) {
      if (r.reduction_bp > 0) s.reduceFills.run(r.reduction_bp, r.market_id, r.removed_selection_id);
      s.voidFills.run(r.market_id, r.removed_selection_id);
    }
    insertFills(w.fills);
    insertLedger(w.ledger);
    addToBalances([...w.accountDeltas].filter(([, delta]) => delta !== 0));
    upsertExposures(w.exposures);
    bumpBooks(w.touchedMarkets);
    for (const r of w.runnerChanges) s.runner.run(r.status, r.reduction_bp ?? null, r.market_id, r.selection_id);
    for (const [marketId, change] of w.marketChanges) {
      const keys = Object.keys(change);
      if (keys.length === 0) continue;
      const sql = `UPDATE markets SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE market_id = @market_id`;
      let statement = marketChange.get(sql);
      if (!statement) marketChange.set(sql, (statement = sqlite.prepare(sql)));
      statement.run({ ...change, market_id: marketId });
    }
    rows.wrote(w);
    customers.wrote(w);
    return null;
  }

  // No market row read while only the batches wrote since the last COMMIT (MarketRowCache).
  const lockMarkets = (ids: readonly number[]): MarketRecord[] =>
    ids.flatMap((id): MarketRecord[] => {
      const hit = rows.peek(id);
      if (hit) return [hit];
      const row = s.market.get(id) as MarketRow | undefined;
      if (!row) return [];
      const record = { row, runners: rows.runnersFor(row) ?? (s.runners.all(id) as RunnerRow[]) };
      rows.set(record);
      return [record];
    });

  const handlers: { [K in IoRequest['op']]: (r: Extract<IoRequest, { op: K }>) => IoAnswers[K] } = {
    lockMarkets: (r) => lockMarkets(r.ids),
    loadBook: (r) => ({ bets: s.bookBets.all(r.marketId) as BetRow[], pairs: s.pairs.all(r.marketId, r.marketId) as MatchedPair[] }),
    loadUsers: (r) => ({
      accounts: customers.accounts(r.userIds, (ids) => accountsOf(ids) as AccountRow[]),
      exposures: customers.exposures(r.pairs, (pairs) => exposuresOf(pairs) as ExposureRow[]),
    }),
    loadMarketBets: (r) => (r.userIds ? userBetsOf(r.userIds, r.marketId) : s.marketBets.all(r.marketId)) as BetRow[],
    loadResults: (r) => resultsOf(r.userIds, r.since) as ResultRow[],
    allocateBetIds: (r) => {
      const first = (s.maxBet.get() as { id: number }).id + 1;
      return Array.from({ length: r.count }, (_, i) => first + i);
    },
    findClientRefs: (r) => keyedBetsOf(r.keys) as BetRow[],
    matchMarkets: (r) => s.matchMarkets.all(r.matchId) as IoAnswers['matchMarkets'],
    claimRule: (r) => s.claimRule.run(r.at, r.ruleId, r.version).changes === 1,
    ruleFired: (r) => {
      s.ruleFired.run(r.value, JSON.stringify(r.betIds), r.ruleId);
      return null;
    },
    write: (r) => write(r.writes),
  };
  return (request) => (handlers[request.op] as (r: IoRequest) => unknown)(request);
}
