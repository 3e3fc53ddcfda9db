import { createHmac } from 'node:crypto';
import { blockMessage, FairStream } from '../../src/index.ts';

/** The production stream of casino.md section 2 (node:crypto HMAC), for the test vectors. */
export const hmacStream = (serverSeed: string, clientSeed: string, nonce: number) =>
  new FairStream(
    (r) =>
      new Uint8Array(
        createHmac('sha256', serverSeed)
          .update(blockMessage(clientSeed, nonce, r))
          .digest(),
      ),
  );
