import { BlocksExhausted, blockMessage, FairStream, precomputedBlocks } from '@bx/games';

/** The seeds behind one round or spin, as the server reveals them. */
export interface FairSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

const encoder = new TextEncoder();

/** sha256 of a text as 64 lowercase hex characters (WebCrypto). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

async function hmacBlocks(seeds: FairSeeds, count: number): Promise<Uint8Array[]> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const blocks = [];
  for (let r = 0; r < count; r++) {
    const message = encoder.encode(blockMessage(seeds.clientSeed, seeds.nonce, r));
    blocks.push(new Uint8Array(await crypto.subtle.sign('HMAC', key, message)));
  }
  return blocks;
}

/**
 * Runs a games-package outcome function over the fair stream of casino.md section 2, computed
 * with WebCrypto in the browser. WebCrypto is asynchronous and the games are not, so the blocks
 * are computed ahead; when the outcome reads past them it is re-run with twice as many. The
 * outcome code is the server's own (packages/games): one implementation of the algorithm.
 */
export async function withFairStream<T>(seeds: FairSeeds, outcome: (stream: FairStream) => T, firstGuess = 8): Promise<T> {
  for (let count = firstGuess; ; count *= 2) {
    const blocks = await hmacBlocks(seeds, count);
    try {
      return outcome(new FairStream(precomputedBlocks(blocks)));
    } catch (error) {
      if (!(error instanceof BlocksExhausted)) throw error;
    }
  }
}
