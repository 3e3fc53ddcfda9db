import { dealRound, type TableType } from '@bx/games';
import { sha256Hex, withFairStream } from '../../../lib/fair-verify.ts';

/**
 * What the server published before the deal, which the revealed seed must hash to (casino.md
 * section 2). Only something published before the bets proves the seed was fixed in advance: a
 * hash the server sends together with the seed (a table round's `previous_hash`) proves nothing.
 */
export type Commitment =
  /** A table round: its seed s_k hashed k (= nonce) times is s_0, the table's published chain hash. */
  | { chainHash: string }
  /** An Our Virtual bet: the pair's server seed hashed once, shown before the pair's first bet. */
  | { serverSeedHash: string };

/** What the server revealed about a finished round or virtual bet. */
export interface RevealedRound {
  type: TableType;
  cards: readonly string[];
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  commitment: Commitment;
}

export interface VerifyOutcome {
  /** The revealed seed, hashed `hashes` times, is the commitment published before the round. */
  seedMatches: boolean;
  hashes: number;
  /** The deal recomputed here from the seeds is the deal the server showed. */
  dealMatches: boolean;
  recomputed: string[];
}

/**
 * sha256_hex applied `times` times, each time to the previous hex text, as the server builds its
 * chains. A table's chain holds 10,000 rounds, so a walk is at most 10,000 WebCrypto digests:
 * well under a second in a browser.
 */
async function hashTimes(text: string, times: number): Promise<string> {
  let hash = text;
  for (let i = 0; i < times; i++) hash = await sha256Hex(hash);
  return hash;
}

/** How many hashes take the seed to its commitment; a chain round's nonce counts from 1 (s_0 deals nothing). */
function walk(round: RevealedRound): { hashes: number; target: string } | null {
  if ('serverSeedHash' in round.commitment) return { hashes: 1, target: round.commitment.serverSeedHash };
  if (!Number.isSafeInteger(round.nonce) || round.nonce < 1) return null;
  return { hashes: round.nonce, target: round.commitment.chainHash };
}

/**
 * Recomputes a round in the browser: the seed's hashes up to the commitment published before it,
 * and the deal from the seeds with the games engine the server deals with (casino.md section 2,
 * WebCrypto blocks).
 */
export async function verifyRound(round: RevealedRound): Promise<VerifyOutcome> {
  const path = walk(round);
  const [hash, deal] = await Promise.all([
    path ? hashTimes(round.serverSeed, path.hashes) : null,
    withFairStream({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, (s) => dealRound(round.type, s)),
  ]);
  // The server shows every card of the deal; cards it had not dealt are "1" and never part of a finished round.
  const dealMatches = deal.cards.length === round.cards.length && deal.cards.every((code, i) => code === round.cards[i]);
  return {
    seedMatches: path !== null && hash === path.target.toLowerCase(),
    hashes: path?.hashes ?? 0,
    dealMatches,
    recomputed: deal.cards,
  };
}

export const verified = (o: VerifyOutcome) => o.seedMatches && o.dealMatches;
