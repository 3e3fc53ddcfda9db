import type { Generated } from 'kysely';

/** A hash chain (casino.md section 2): s_0 = chain_hash is public from creation, s_k revealed after round k. */
export interface FairChainsTable {
  chain_id: Generated<number>;
  /** Who deals from it, e.g. 'table:-1011' or a matka market. */
  owner: string;
  /** N: the chain holds rounds 1..N. */
  length: number;
  /** s_N (never shown; every s_k derives from it). */
  secret: string;
  chain_hash: string;
  client_seed: string;
  next_nonce: number;
  created_at: number;
}

/** A customer's single-player seed pair (casino.md section 2); `server_seed` is shown only once retired. */
export interface FairSeedPairsTable {
  seed_pair_id: Generated<number>;
  user_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next bet uses. */
  nonce: number;
  created_at: number;
  retired_at: number | null;
}

export interface FairnessTables {
  fair_chains: FairChainsTable;
  fair_seed_pairs: FairSeedPairsTable;
}
