import type { Insertable } from 'kysely';
import type { BetFillsTable, BetsTable, MarketRunnersTable, MarketsTable } from '../../money-tables.ts';

export type MarketRow = Omit<MarketsTable, 'market_id'> & { market_id: number };
export type RunnerRow = MarketRunnersTable;
export type BetRow = BetsTable;

/** A market row with its runners, as read (and locked) at the start of a batch. */
export interface MarketRecord {
  row: MarketRow;
  runners: RunnerRow[];
}

/** Matched stake of a bet per execution price and reduction, rebuilt from fills. */
export interface MatchedPair {
  bet_id: number;
  price: number;
  reduction_bp: number;
  stake: number;
}

/**
 * What the customer's upline (or the customer) set that decides whether a bet may be placed, read
 * from users and self_exclusions in the statement that reads (on PostgreSQL: locks) the accounts,
 * so a change committed before a bet's batch began is in force for it, on any process.
 */
export interface AccountStates {
  user_lock: number;
  bet_lock: number;
  is_change_password: number;
  /** Paise, null: none. */
  exposure_limit: number | null;
  min_stake: number | null;
  max_stake: number | null;
  /** self_exclusions.excluded_until (epoch ms), null without a row. */
  excluded_until: number | null;
}

/**
 * AccountRow's columns over `accounts a`, its user `u` and self-exclusion `x`: the batch's account
 * read on both databases (the caller adds WHERE, and on PostgreSQL `FOR UPDATE OF a`).
 */
export const ACCOUNT_ROWS_SQL = `SELECT a.account_id, a.user_id, a.kind, a.balance,
    u.user_lock, u.bet_lock, u.is_change_password, u.exposure_limit, u.min_stake, u.max_stake, x.excluded_until
  FROM accounts a JOIN users u ON u.user_id = a.user_id LEFT JOIN self_exclusions x ON x.user_id = a.user_id`;

/** One of a customer's accounts, with the customer's states (the same on both rows). */
export interface AccountRow extends AccountStates {
  account_id: number;
  user_id: number;
  kind: string;
  balance: number;
}

export interface ExposureRow {
  user_id: number;
  market_id: number;
  exposure: number;
}

export interface LedgerRow {
  txn_id: string;
  account_id: number;
  amount: number;
  kind: string;
  ref_type: string;
  ref_id: number;
  remark: string | null;
  created_at: number;
}

/** A sport result booked on a customer's MAIN account (SETTLEMENT, COMMISSION, their rollbacks). */
export interface ResultRow {
  user_id: number;
  amount: number;
  created_at: number;
}

/** A new fill as a batch writes it: the reduction and void flags start at 0 (the columns' defaults). */
export type FillRow = Omit<Insertable<BetFillsTable>, 'fill_id' | 'reduction_bp' | 'voided'>;

/** The columns a batch writes, in the order of its multi-row inserts (both databases). */
export const BET_COLUMNS = [
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
  'ip',
  'placed_at',
  'updated_at',
] as const;
export const FILL_COLUMNS = ['market_id', 'maker_bet_id', 'taker_bet_id', 'selection_id', 'price', 'size', 'created_at'] as const;
export const LEDGER_COLUMNS = ['txn_id', 'account_id', 'amount', 'kind', 'ref_type', 'ref_id', 'remark', 'created_at'] as const;
export const EXPOSURE_COLUMNS = ['user_id', 'market_id', 'exposure'] as const;

/** The columns of a bet that change after it is placed, with their PostgreSQL types (for typed multi-row updates). */
export const BET_STATE_TYPES = {
  matched: 'bigint',
  remaining: 'bigint',
  cancelled: 'bigint',
  lapsed: 'bigint',
  voided: 'bigint',
  matched_profit: 'bigint',
  status: 'text',
  lapse_reason: 'text',
  outcome: 'text',
  pnl: 'bigint',
  updated_at: 'bigint',
} as const;
export const BET_STATE_COLUMNS = Object.keys(BET_STATE_TYPES) as (keyof typeof BET_STATE_TYPES)[];

/** The mutable part of a bet row. */
export type BetState = Pick<BetRow, 'bet_id' | keyof typeof BET_STATE_TYPES>;

export type MarketChange = Partial<
  Pick<MarketRow, 'status' | 'in_play' | 'bet_delay' | 'version' | 'result_json' | 'settlement_json' | 'settled_at'>
>;

/** Everything a batch writes, applied in one transaction by the dialect's io. */
export interface WriteSet {
  betInserts: BetRow[];
  betUpdates: BetState[];
  fills: FillRow[];
  ledger: LedgerRow[];
  accountDeltas: Map<number, number>;
  exposures: ExposureRow[];
  /** Every market the batch wrote to: its book_version rises by one. */
  touchedMarkets: number[];
  marketChanges: Map<number, MarketChange>;
  runnerChanges: { market_id: number; selection_id: number; status: string; reduction_bp?: number }[];
  fillReductions: { market_id: number; removed_selection_id: number; reduction_bp: number }[];
}

/** The I/O a batch needs; SQLite answers synchronously, PostgreSQL asynchronously. */
export type IoRequest =
  | { op: 'lockMarkets'; ids: number[] }
  | { op: 'loadBook'; marketId: number }
  /** Accounts of `userIds` (locked on PostgreSQL) and the exposure held for exactly these (user, market) pairs. */
  | { op: 'loadUsers'; userIds: number[]; pairs: [number, number][] }
  /** A house market's bets: only `userIds`' (a bet batch), or every bet (null: a market-wide command). */
  | { op: 'loadMarketBets'; marketId: number; userIds: number[] | null }
  | { op: 'loadResults'; userIds: number[]; since: number }
  | { op: 'allocateBetIds'; count: number }
  /** The bets stored with these (user, client_ref) keys, ever (one statement for the batch). */
  | { op: 'findClientRefs'; keys: readonly (readonly [number, string])[] }
  | { op: 'matchMarkets'; matchId: number }
  /** An auto cash-out rule marked FIRED at `at` if still ACTIVE at `version`: whether it was (modules/cash-out). */
  | { op: 'claimRule'; ruleId: number; version: number; at: number }
  /** The claimed rule's value taken (paise) and its hedge's bets. */
  | { op: 'ruleFired'; ruleId: number; value: number; betIds: number[] }
  | { op: 'write'; writes: WriteSet };

export interface IoAnswers {
  lockMarkets: MarketRecord[];
  loadBook: { bets: BetRow[]; pairs: MatchedPair[] };
  loadUsers: { accounts: AccountRow[]; exposures: ExposureRow[] };
  loadMarketBets: BetRow[];
  loadResults: ResultRow[];
  allocateBetIds: number[];
  findClientRefs: BetRow[];
  /** Every market of the match, for its in-play bet delay. */
  matchMarkets: Pick<MarketRow, 'market_type' | 'status' | 'in_play' | 'bet_delay'>[];
  claimRule: boolean;
  ruleFired: null;
  write: null;
}

export type BatchGenerator<T> = Generator<IoRequest, T, unknown>;

/** Yields one I/O request and types its answer. */
export function* io<K extends IoRequest['op']>(request: Extract<IoRequest, { op: K }>): BatchGenerator<IoAnswers[K]> {
  return (yield request) as IoAnswers[K];
}
