import type { Generated } from 'kysely';

/** One slot spin, paid or free (migration 0015); money in paise. Window and lines follow from the stops. */
export interface SlotSpinsTable {
  spin_id: Generated<number>;
  user_id: number;
  game_id: string;
  client_ref: string;
  seed_pair_id: number;
  nonce: number;
  /** As it was when the spin took its nonce (the pair's client seed may change later). */
  client_seed: string;
  free_spin: number;
  /** The bet the spin pays at; `cost` what it took from the balance (0 for a free spin). */
  bet: number;
  cost: number;
  win: number;
  /** JSON array of stops, leftmost reel first. */
  stops: string;
  free_spins_awarded: number;
  /** Free spins left on this title for this customer after the spin. */
  free_spins_left: number;
  /** The customer's available balance after the spin. */
  balance: number;
  created_at: number;
}

export interface SlotTables {
  slot_spins: SlotSpinsTable;
}
