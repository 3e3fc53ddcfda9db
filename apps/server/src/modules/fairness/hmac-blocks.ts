import { createHash, createHmac, randomBytes } from 'node:crypto';
import { blockMessage, FairStream, type BlockSource } from '@bx/games';

/**
 * The server's block source for the fair stream (casino.md section 2): block r is
 * HMAC_SHA256(key = server_seed, message = `${client_seed}:${nonce}:${r}`), both as UTF-8 text.
 */
function hmacBlocks(serverSeed: string, clientSeed: string, nonce: number): BlockSource {
  return (r) =>
    new Uint8Array(
      createHmac('sha256', serverSeed)
        .update(blockMessage(clientSeed, nonce, r))
        .digest(),
    );
}

/** A fair stream for one round or spin. */
export function fairStream(serverSeed: string, clientSeed: string, nonce: number): FairStream {
  return new FairStream(hmacBlocks(serverSeed, clientSeed, nonce));
}

/** sha256 of a text, as 64 lowercase hex characters (the commitment published before play). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A fresh secret seed: 32 random bytes as 64 lowercase hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}
