import type { Generated } from 'kysely';

/** Finished casino rounds; written by a casino engine (none ships in this release), read by the reports. */
export interface CasinoRoundsTable {
  round_id: string;
  /** The table (e.g. teen20, dt20) the round was dealt on. */
  sport_id: string;
  winner: string;
  /** JSON array of card codes such as "KH", "10S". */
  cards: string;
  /** SHA-256 of the server seed published before the round (provably fair). */
  server_seed_hash: string | null;
  created_at: number;
}

export interface CasinoBetsTable {
  bet_id: Generated<number>;
  user_id: number;
  round_id: string;
  sport_id: string;
  selection: string;
  /** Paise. */
  stake: number;
  /** Decimal odds as text, exact as quoted. */
  odds: string;
  /** Paise once settled. */
  profit_loss: number | null;
  status: string;
  created_at: number;
}

export interface CasinoReportTables {
  casino_rounds: CasinoRoundsTable;
  casino_bets: CasinoBetsTable;
}
