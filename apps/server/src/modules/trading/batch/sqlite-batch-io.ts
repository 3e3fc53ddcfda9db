import type SqliteDatabase from 'better-sqlite3';
import type {
  AccountRow,
  BetRow,
  ExposureRow,
  IoAnswers,
  IoRequest,
  MarketRecord,
  MarketRow,
  MatchedPair,
  RunnerRow,
  WriteSet,
} from '../shared/trading-types.ts';

const BET_COLUMNS = [
  'bet_id',
  'user_id',
  'market_id',
  'match_id',
  'selection_id',
  'side',
  'price',
  'line',
  'stake',
  'matched',
  'remaining',
  'cancelled',
  'lapsed',
  'voided',
  'matched_profit',
  'time_in_force',
  'persistence',
  'status',
  'lapse_reason',
  'outcome',
  'pnl',
  'client_ref',
  'placed_at',
  'updated_at',
] as const;
const FILL_COLUMNS = ['market_id', 'maker_bet_id', 'taker_bet_id', 'selection_id', 'price', 'size', 'created_at'] as const;
const LEDGER_COLUMNS = ['txn_id', 'account_id', 'amount', 'kind', 'ref_type', 'ref_id', 'remark', 'created_at'] as const;
const EXPOSURE_COLUMNS = ['user_id', 'market_id', 'exposure'] as const;
const ROWS_PER_STATEMENT = 32;

/** Runs `statementFor(n)` over rows 32 at a time with positional parameters, then the rest one by one. */
function chunked<T>(sqlite: SqliteDatabase.Database, statementFor: (n: number) => string, valuesOf: (row: T) => unknown[]) {
  const full = sqlite.prepare(statementFor(ROWS_PER_STATEMENT));
  const single = sqlite.prepare(statementFor(1));
  return (rows: readonly T[]): void => {
    let i = 0;
    const values: unknown[] = [];
    for (; i + ROWS_PER_STATEMENT <= rows.length; i += ROWS_PER_STATEMENT) {
      values.length = 0;
      for (let k = i; k < i + ROWS_PER_STATEMENT; k++) values.push(...valuesOf(rows[k]!));
      full.run(values);
    }
    for (; i < rows.length; i++) single.run(valuesOf(rows[i]!));
  };
}

const tuples = (width: number, n: number) =>
  Array.from({ length: n }, () => `(${Array.from({ length: width }, () => '?').join(', ')})`).join(', ');

/**
 * Inserts rows 32 to a statement with positional parameters: far fewer statement runs and no
 * named-parameter lookups on the hot path. `onConflict` turns it into an upsert.
 */
function multiRowInsert<C extends string>(sqlite: SqliteDatabase.Database, table: string, columns: readonly C[], onConflict = '') {
  return chunked<Record<C, unknown>>(
    sqlite,
    (n) => `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples(columns.length, n)} ${onConflict}`,
    (row) => columns.map((c) => row[c]),
  );
}

/** Adds deltas to account balances, 32 accounts to a statement (UPDATE ... FROM VALUES). */
function addBalances(sqlite: SqliteDatabase.Database) {
  return chunked<[number, number]>(
    sqlite,
    (n) => `UPDATE accounts SET balance = balance + d.column2 FROM (VALUES ${tuples(2, n)}) AS d WHERE accounts.account_id = d.column1`,
    ([accountId, delta]) => [accountId, delta],
  );
}

/**
 * Runs `sql (?, ?, ...)` over ids in chunks of 32, one prepared statement per list length;
 * `lead` fills the placeholders written before the list.
 */
function inList(sqlite: SqliteDatabase.Database, sql: string): (ids: readonly number[], ...lead: unknown[]) => unknown[] {
  const byLength = new Map<number, SqliteDatabase.Statement>();
  return (ids, ...lead) => {
    const out: unknown[] = [];
    for (let i = 0; i < ids.length; i += ROWS_PER_STATEMENT) {
      const part = ids.slice(i, i + ROWS_PER_STATEMENT);
      let statement = byLength.get(part.length);
      if (!statement) byLength.set(part.length, (statement = sqlite.prepare(`${sql} (${part.map(() => '?').join(', ')})`)));
      out.push(...statement.all(...lead, ...part));
    }
    return out;
  };
}

/**
 * Prepared statements for the hot path on the raw better-sqlite3 handle. Every call is
 * synchronous, so a batch runs BEGIN IMMEDIATE .. COMMIT without yielding to other code.
 */
export function createSqliteBatchIo(sqlite: SqliteDatabase.Database): (request: IoRequest) => unknown {
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
    clientRef: sqlite.prepare('SELECT * FROM bets WHERE user_id = ? AND client_ref = ?'),
    updateBet: sqlite.prepare(`UPDATE bets SET matched = @matched, remaining = @remaining, cancelled = @cancelled, lapsed = @lapsed,
      voided = @voided, matched_profit = @matched_profit, status = @status, lapse_reason = @lapse_reason, outcome = @outcome,
      pnl = @pnl, updated_at = @updated_at WHERE bet_id = @bet_id`),
    bumpBook: sqlite.prepare('UPDATE markets SET book_version = book_version + 1 WHERE market_id = ?'),
    runner: sqlite.prepare(
      'UPDATE market_runners SET status = ?, reduction_bp = COALESCE(?, reduction_bp) WHERE market_id = ? AND selection_id = ?',
    ),
    reduceFills: sqlite.prepare(
      'UPDATE bet_fills SET reduction_bp = reduction_bp + ? WHERE market_id = ? AND selection_id <> ? AND voided = 0',
    ),
    voidFills: sqlite.prepare('UPDATE bet_fills SET voided = 1 WHERE market_id = ? AND selection_id = ?'),
  };

  const accountsOf = inList(
    sqlite,
    "SELECT account_id, user_id, kind, balance FROM accounts WHERE kind IN ('CUSTOMER_MAIN', 'CUSTOMER_EXPOSURE') AND user_id IN",
  );
  // Only the batch's markets: the house market maker holds a row on nearly every market, so
  // reading all of a user's rows would grow with every market ever created.
  const exposuresIn = (userIds: readonly number[], marketIds: readonly number[]): ExposureRow[] =>
    marketIds.length === 0 ? [] : (exposuresByMarkets(marketIds.length)(userIds, ...marketIds) as ExposureRow[]);
  const byMarketCount = new Map<number, ReturnType<typeof inList>>();
  const exposuresByMarkets = (n: number) => {
    let query = byMarketCount.get(n);
    if (!query) {
      const markets = Array.from({ length: n }, () => '?').join(', ');
      byMarketCount.set(
        n,
        (query = inList(
          sqlite,
          `SELECT user_id, market_id, exposure FROM market_exposures WHERE market_id IN (${markets}) AND user_id IN`,
        )),
      );
    }
    return query;
  };
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

  function write(w: WriteSet): null {
    insertBets(w.betInserts);
    for (const bet of w.betUpdates) s.updateBet.run(bet);
    for (const r of w.fillReductions) {
      if (r.reduction_bp > 0) s.reduceFills.run(r.reduction_bp, r.market_id, r.removed_selection_id);
      s.voidFills.run(r.market_id, r.removed_selection_id);
    }
    insertFills(w.fills);
    insertLedger(w.ledger);
    addToBalances([...w.accountDeltas].filter(([, delta]) => delta !== 0));
    upsertExposures(w.exposures);
    for (const id of w.touchedMarkets) s.bumpBook.run(id);
    for (const r of w.runnerChanges) s.runner.run(r.status, r.reduction_bp ?? null, r.market_id, r.selection_id);
    for (const [marketId, change] of w.marketChanges) {
      const keys = Object.keys(change);
      if (keys.length === 0) continue;
      sqlite
        .prepare(`UPDATE markets SET ${keys.map((k) => `${k} = @${k}`).join(', ')} WHERE market_id = @market_id`)
        .run({ ...change, market_id: marketId });
    }
    return null;
  }

  // Runner rows change only with the market's version (removal, quotes, results), so they are
  // read again only when it moves.
  const runnerCache = new Map<number, { version: number; runners: RunnerRow[] }>();
  const runnersOf = (row: MarketRow): RunnerRow[] => {
    const hit = runnerCache.get(row.market_id);
    if (hit && hit.version === row.version) return hit.runners;
    const runners = s.runners.all(row.market_id) as RunnerRow[];
    runnerCache.set(row.market_id, { version: row.version, runners });
    return runners;
  };

  const handlers: { [K in IoRequest['op']]: (r: Extract<IoRequest, { op: K }>) => IoAnswers[K] } = {
    lockMarkets: (r) =>
      r.ids.flatMap((id): MarketRecord[] => {
        const row = s.market.get(id) as MarketRow | undefined;
        return row ? [{ row, runners: runnersOf(row) }] : [];
      }),
    loadBook: (r) => ({ bets: s.bookBets.all(r.marketId) as BetRow[], pairs: s.pairs.all(r.marketId, r.marketId) as MatchedPair[] }),
    loadUsers: (r) => ({
      accounts: accountsOf(r.userIds) as AccountRow[],
      exposures: exposuresIn(r.userIds, r.marketIds),
    }),
    loadMarketBets: (r) => s.marketBets.all(r.marketId) as BetRow[],
    allocateBetIds: (r) => {
      const first = (s.maxBet.get() as { id: number }).id + 1;
      return Array.from({ length: r.count }, (_, i) => first + i);
    },
    findClientRef: (r) => (s.clientRef.get(r.userId, r.clientRef) as BetRow | undefined) ?? null,
    matchMarkets: (r) => s.matchMarkets.all(r.matchId) as IoAnswers['matchMarkets'],
    write: (r) => write(r.writes),
  };
  return (request) => (handlers[request.op] as (r: IoRequest) => unknown)(request);
}
