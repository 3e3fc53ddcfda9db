import type { Generated } from 'kysely';

/** One of Our Casino's tables: a match of sport -1 with a fixed negative id; stakes in paise. */
export interface CasinoTablesTable {
  match_id: number;
  gtype: string;
  name: string;
  /** 0: the table finishes its round and deals no more. */
  is_active: number;
  min_stake: number;
  /** Largest stake on a main bet. */
  max_stake: number;
  /** Largest stake on a side bet. */
  side_max_stake: number;
  updated_by: number | null;
  updated_at: number | null;
}

/**
 * A round of a table (round_id = the wire's `mid` and `market_id`); its bets live on a market of
 * the money core with an ordinary id (`market_id` here). OPEN -> SUSPENDED (the
 * deal is stored in `cards`/`result` as the window closes) -> RESULT (settling) -> SETTLED.
 */
export interface TableRoundsTable {
  round_id: number;
  market_id: number;
  match_id: number;
  gtype: string;
  /** The chain seat: server_seed = s_nonce of this chain. */
  chain_id: number;
  nonce: number;
  status: 'OPEN' | 'SUSPENDED' | 'RESULT' | 'SETTLED';
  opened_at: number;
  closes_at: number;
  /** JSON array of the dealt cards in reveal order (null while betting). */
  cards: string | null;
  /** The winning main sid ("0": teen20 tie). */
  result: string | null;
  settled_at: number | null;
}

/** Who changed a table, when, and from what to what. */
export interface CasinoTableChangesTable {
  change_id: Generated<number>;
  match_id: number;
  user_id: number;
  action: string;
  before_json: string;
  after_json: string;
  created_at: number;
}

export interface CasinoTables {
  casino_tables: CasinoTablesTable;
  table_rounds: TableRoundsTable;
  casino_table_changes: CasinoTableChangesTable;
}
