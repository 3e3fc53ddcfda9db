import type { TableTypeName } from '@bx/contract';
import { dealRound } from '@bx/games';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HashChainStore } from '../fairness/hash-chain-store.ts';
import { fairStream, sha256Hex } from '../fairness/hmac-blocks.ts';
import { parseDeal } from './round-repository.ts';

export interface RoundVerification {
  round_id: string;
  gtype: string;
  server_seed: string;
  previous_hash: string;
  chain_hash: string;
  client_seed: string;
  nonce: number;
  stored: { cards: string[]; result: string };
  recomputed: { cards: string[]; result: string };
  /** sha256_hex(s_k) == s_(k-1), and k hashes of s_k reach the published chain hash. */
  seed_matches_chain: boolean;
  deal_matches: boolean;
}

/**
 * Re-deals a finished round as an outsider would (casino.md section 2) from its revealed seed,
 * and checks the seed against the chain published before the round. Null: no such round, or
 * not finished yet (its seed is still secret).
 */
export async function verifyTableRound(db: Kysely<Database>, roundId: number): Promise<RoundVerification | null> {
  const row = await db.selectFrom('table_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirst();
  const stored = row ? parseDeal(row) : null;
  if (!row || !stored || (row.status !== 'RESULT' && row.status !== 'SETTLED')) return null;
  const seat = await new HashChainStore(db).seat(Number(row.chain_id), row.nonce);
  let hash = seat.serverSeed;
  for (let i = 0; i < seat.nonce; i++) hash = sha256Hex(hash);
  const recomputed = dealRound(row.gtype as TableTypeName, fairStream(seat.serverSeed, seat.clientSeed, seat.nonce));
  return {
    round_id: String(row.round_id),
    gtype: row.gtype,
    server_seed: seat.serverSeed,
    previous_hash: sha256Hex(seat.serverSeed),
    chain_hash: seat.chainHash,
    client_seed: seat.clientSeed,
    nonce: seat.nonce,
    stored,
    recomputed,
    seed_matches_chain: hash === seat.chainHash,
    deal_matches: recomputed.result === stored.result && recomputed.cards.join(',') === stored.cards.join(','),
  };
}
