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

export interface FairnessTables {
  fair_chains: FairChainsTable;
}
