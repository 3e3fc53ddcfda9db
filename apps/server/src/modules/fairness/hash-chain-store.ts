import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newServerSeed, sha256Hex } from './hmac-blocks.ts';

/** The rounds a new chain holds: at a round every 20-30 s about three days; s_k costs at most N hashes. */
const DEFAULT_CHAIN_LENGTH = 10_000;

/** What one round deals from (casino.md section 2): server_seed = s_k, nonce = k. */
export interface ChainSeat {
  chainId: number;
  nonce: number;
  serverSeed: string;
  /** s_(k-1) = sha256_hex(s_k): public before the round (s_0 is the chain hash). */
  previousHash: string;
  chainHash: string;
  clientSeed: string;
}

/** A chain as published: its hash and client seed, and the next round it will deal. */
export interface PublishedChain {
  chainId: number;
  chainHash: string;
  clientSeed: string;
  nextNonce: number;
  length: number;
}

/** s_k of a chain whose end is `secret` = s_N: sha256_hex applied N - k times. */
function chainSeed(secret: string, length: number, k: number): string {
  let seed = secret;
  for (let i = length; i > k; i--) seed = sha256Hex(seed);
  return seed;
}

export interface HashChainOptions {
  length?: number;
  /** The public client seed of a new chain; default 16 random hex characters. */
  clientSeed?: (owner: string) => string;
  /** s_N of a new chain; default 32 fresh random bytes (tests choose one to fix a deal). */
  secret?: (owner: string) => string;
}

/**
 * Hash chains keyed by owner ('table:-1011', a matka market, ...). `next` hands out each seat of
 * the owner's current chain exactly once (one atomic UPDATE, so a seat taken before a crash is
 * never handed out again) and starts a new chain when one is used up; old chains stay in the
 * table, so every revealed seed stays verifiable.
 */
export class HashChainStore {
  private readonly length: number;
  private readonly clientSeed: (owner: string) => string;
  private readonly secret: (owner: string) => string;

  constructor(
    private readonly db: Kysely<Database>,
    options: HashChainOptions = {},
  ) {
    this.length = options.length ?? DEFAULT_CHAIN_LENGTH;
    this.clientSeed = options.clientSeed ?? (() => newServerSeed().slice(0, 16));
    this.secret = options.secret ?? newServerSeed;
  }

  /** The owner's current chain (creating the first one), as published before its rounds. */
  async current(owner: string, now = Date.now()): Promise<PublishedChain> {
    const row = await this.latest(owner);
    const live = row && row.next_nonce <= row.length ? row : await this.create(owner, now);
    return {
      chainId: live.chain_id,
      chainHash: live.chain_hash,
      clientSeed: live.client_seed,
      nextNonce: live.next_nonce,
      length: live.length,
    };
  }

  /** Takes the next seat of the owner's chain (a new chain when the current one is used up). */
  async next(owner: string, now = Date.now()): Promise<ChainSeat> {
    for (;;) {
      const chain = await this.current(owner, now);
      const taken = await this.db
        .updateTable('fair_chains')
        .set({ next_nonce: sql`next_nonce + 1` })
        .where('chain_id', '=', chain.chainId)
        .where('next_nonce', '<=', sql<number>`length`)
        .returning('next_nonce')
        .executeTakeFirst();
      // Another taker used the last seat between the read and the update: start over.
      if (taken) return this.seat(chain.chainId, Number(taken.next_nonce) - 1);
    }
  }

  /** Seat k of a chain, recomputed from its secret (for a reveal, a settlement or a verify). */
  async seat(chainId: number, nonce: number): Promise<ChainSeat> {
    const row = await this.db.selectFrom('fair_chains').selectAll().where('chain_id', '=', chainId).executeTakeFirstOrThrow();
    if (nonce < 1 || nonce > row.length) throw new Error(`chain ${chainId} has no seat ${nonce}`);
    const serverSeed = chainSeed(row.secret, row.length, nonce);
    return { chainId, nonce, serverSeed, previousHash: sha256Hex(serverSeed), chainHash: row.chain_hash, clientSeed: row.client_seed };
  }

  private latest(owner: string) {
    return this.db.selectFrom('fair_chains').selectAll().where('owner', '=', owner).orderBy('chain_id', 'desc').limit(1).executeTakeFirst();
  }

  private async create(owner: string, now: number) {
    const secret = this.secret(owner);
    const row = {
      owner,
      length: this.length,
      secret,
      chain_hash: chainSeed(secret, this.length, 0),
      client_seed: this.clientSeed(owner),
      next_nonce: 1,
      created_at: now,
    };
    const inserted = await this.db.insertInto('fair_chains').values(row).returning('chain_id').executeTakeFirstOrThrow();
    return { ...row, chain_id: Number(inserted.chain_id) };
  }
}
