import type { Generated } from 'kysely';

/** One Our Virtual bet (migration 0017); money in paise, rate in hundredths, cards a JSON array of card codes. */
export interface VirtualBetsTable {
  bet_id: Generated<number>;
  user_id: number;
  gtype: string;
  selection_id: number;
  client_ref: string;
  seed_pair_id: number;
  nonce: number;
  /** As it was when the bet took its nonce (the pair's client seed may change later). */
  client_seed: string;
  stake: number;
  rate: number;
  cards: string;
  result: string;
  pnl: number;
  /** The customer's available balance after the bet. */
  balance: number;
  created_at: number;
}

export interface VirtualCasinoTables {
  virtual_bets: VirtualBetsTable;
}
