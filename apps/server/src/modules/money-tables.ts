import type { Generated } from 'kysely';

/**
 * Account kinds. A customer has MAIN (available to bet) and EXPOSURE (liability held for open
 * markets). HOUSE banks bookmaker and fancy markets and keeps rounding; COMMISSION collects
 * commission; FUNDING is the counterpart of operator credits and debits (cash in and out).
 */
export type AccountKind = 'CUSTOMER_MAIN' | 'CUSTOMER_EXPOSURE' | 'HOUSE' | 'COMMISSION' | 'FUNDING';

export interface AccountsTable {
  account_id: Generated<number>;
  /** Owner for customer accounts; null for house-level accounts. */
  user_id: number | null;
  kind: AccountKind;
  /** Cached sum of this account's ledger rows (paise); the audit checks it. */
  balance: number;
}

export interface LedgerEntriesTable {
  entry_id: Generated<number>;
  /** Entries of one transaction sum to zero. */
  txn_id: string;
  account_id: number;
  /** Signed paise: positive credits the account. */
  amount: number;
  kind: string;
  ref_type: string | null;
  ref_id: number | null;
  remark: string | null;
  created_at: number;
}

/** MATCH_ODDS / WIN / PLACE / other runner markets, BOOKMAKER, and fancies (SESSION, KHADO, METER, ODD_EVEN). */
export interface MarketsTable {
  market_id: Generated<number>;
  match_id: number;
  name: string;
  market_type: string;
  status: 'INACTIVE' | 'OPEN' | 'SUSPENDED' | 'CLOSED';
  in_play: number;
  bet_delay: number;
  min_stake: number;
  max_stake: number;
  /** Per customer cap on this market's exposure (paise); null = none. */
  max_exposure: number | null;
  commission_bp: number;
  number_of_winners: number;
  /** Engine definition version (rises on status/in-play/runner changes). */
  version: number;
  /** Rises on every write to the book; a cached engine with another value is rebuilt. */
  book_version: number;
  /** Fancy quote: run line and rate per side (odd-even: decimal odds in hundredths as the rates). */
  yes_line: number | null;
  yes_rate: number | null;
  no_line: number | null;
  no_rate: number | null;
  /** KHADO: how many runs from the customer's start win. */
  khado_width: number | null;
  /** Fancy result domain: a result must be a whole number of runs in 0..max_result; null for runner markets. */
  max_result: number | null;
  /** METER: cap on |runs - line| that settlement and exposure both apply; null = none (and for every other kind). */
  meter_cap: number | null;
  result_json: string | null;
  /** The SettlementResult of the last settle/void, for rollback. */
  settlement_json: string | null;
  created_at: number;
  settled_at: number | null;
}

export interface MarketRunnersTable {
  market_id: number;
  selection_id: number;
  name: string;
  sort_order: number;
  status: string;
  reduction_bp: number;
  /** Bookmaker quote: paise of profit per rupee (45 = 1.45); null when not quoted. */
  back_rate: number | null;
  lay_rate: number | null;
  quote_open: number;
}

export interface BetsTable {
  bet_id: number;
  user_id: number;
  market_id: number;
  match_id: number;
  /** Runner; 0 for fancy bets. */
  selection_id: number;
  /** BACK / LAY (fancy: BACK = yes, LAY = no; odd-even: BACK = odd, LAY = even). */
  side: 'BACK' | 'LAY';
  /** Decimal odds in hundredths (exchange, bookmaker, odd-even) or the fancy rate. */
  price: number;
  /** Fancy run (line, or khado start); null otherwise. */
  line: number | null;
  stake: number;
  matched: number;
  remaining: number;
  cancelled: number;
  lapsed: number;
  voided: number;
  /** Back: matched profit if it wins; lay: matched liability. */
  matched_profit: number;
  time_in_force: string;
  persistence: string;
  status: 'EXECUTABLE' | 'EXECUTION_COMPLETE';
  lapse_reason: string | null;
  /** Null while the market is open; WON / LOST / VOIDED / LAPSED / CANCELLED once settled. */
  outcome: string | null;
  pnl: number | null;
  client_ref: string | null;
  /** The address the customer placed it from (migration 0019); null when the server placed it. */
  ip: string | null;
  placed_at: number;
  updated_at: number;
}

export interface BetFillsTable {
  fill_id: Generated<number>;
  market_id: number;
  maker_bet_id: number;
  taker_bet_id: number;
  selection_id: number;
  price: number;
  size: number;
  /** Reduction factors applied later (non-runners), basis points. */
  reduction_bp: number;
  /** 1 when the runner was removed and the fill voided. */
  voided: number;
  created_at: number;
}

/** Exposure currently held in CUSTOMER_EXPOSURE for one customer and market (paise). */
export interface MarketExposuresTable {
  user_id: number;
  market_id: number;
  exposure: number;
}

/** One row per committed group-commit batch: looked up when a COMMIT's answer was lost. */
export interface BatchCommitsTable {
  batch_id: string;
  committed_at: number;
}

export interface MoneyTables {
  accounts: AccountsTable;
  ledger_entries: LedgerEntriesTable;
  markets: MarketsTable;
  market_runners: MarketRunnersTable;
  bets: BetsTable;
  bet_fills: BetFillsTable;
  market_exposures: MarketExposuresTable;
  batch_commits: BatchCommitsTable;
}
