import type { Generated } from 'kysely';

/** One instrument's trading day: its match holds the lines (SESSION fancies). Prices in hundredths of the quote currency. */
export interface BinarySessionsTable {
  match_id: number;
  instrument: string;
  /** The IST calendar day the session opens, yyyy-MM-dd. */
  trading_day: string;
  opens_at: number;
  closes_at: number;
  /** OPEN (lines quoted), CLOSED (past the close, not settled), SETTLED, VOID, HELD (rolled back by the operator: no automatic settlement). */
  status: 'OPEN' | 'CLOSED' | 'SETTLED' | 'VOID' | 'HELD';
  settlement_price: number | null;
  settled_at: number | null;
}

/** The intraday chart: one price per session and minute (hundredths). */
export interface BinaryTicksTable {
  match_id: number;
  at: number;
  price: number;
}

/** Every operator action on a binary session or matka draw: who, when, what. */
export interface GameOperatorActionsTable {
  action_id: Generated<number>;
  game: 'binary' | 'matka';
  match_id: number;
  action: string;
  detail: string | null;
  user_id: number;
  created_at: number;
}

export interface BinaryTables {
  binary_sessions: BinarySessionsTable;
  binary_ticks: BinaryTicksTable;
  game_operator_actions: GameOperatorActionsTable;
}
