import { dealRound, type TableType } from '@bx/games';
import { sha256Hex, withFairStream } from '../../../lib/fair-verify.ts';

/** What the server revealed about a finished round (betResult/marketResultDetailsByMarketId). */
export interface RevealedRound {
  type: TableType;
  cards: readonly string[];
  serverSeed: string;
  previousHash: string;
  clientSeed: string;
  nonce: number;
}

export interface VerifyOutcome {
  /** sha256(server_seed) is the hash published before the round: the seed was fixed in advance. */
  chainMatches: boolean;
  /** The deal recomputed here from the seeds is the deal the server showed. */
  dealMatches: boolean;
  recomputed: string[];
}

/**
 * Recomputes a round in the browser: the seed's hash against the chain, and the deal from the
 * seeds with the games engine the server deals with (casino.md section 2, WebCrypto blocks).
 */
export async function verifyRound(round: RevealedRound): Promise<VerifyOutcome> {
  const [hash, deal] = await Promise.all([
    sha256Hex(round.serverSeed),
    withFairStream({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, (s) => dealRound(round.type, s)),
  ]);
  // The server shows every card of the deal; cards it had not dealt are "1" and never part of a finished round.
  const dealMatches = deal.cards.length === round.cards.length && deal.cards.every((code, i) => code === round.cards[i]);
  return { chainMatches: hash === round.previousHash.toLowerCase(), dealMatches, recomputed: deal.cards };
}

export const verified = (o: VerifyOutcome) => o.chainMatches && o.dealMatches;
