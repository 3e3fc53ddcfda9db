import { createHash, createHmac, randomBytes } from 'node:crypto';
import { blockMessage, FairStream } from '@bx/games';

/** The stream of one round, from the seeds a player can check once the server seed is revealed. */
export function demoRoundStream(serverSeed: string, clientSeed: string, nonce: number): FairStream {
  return new FairStream(
    (r) =>
      new Uint8Array(
        createHmac('sha256', serverSeed)
          .update(blockMessage(clientSeed, nonce, r))
          .digest(),
      ),
  );
}

/**
 * The demo provider's own provably fair seeds (casino.md section 2): one pair per player
 * session, the server seed's hash shown before any bet, the nonce counting rounds. Its own
 * HMAC source, not the exchange's: a provider brings its own randomness.
 */
export class DemoFairSeeds {
  private serverSeed = randomBytes(32).toString('hex');
  readonly clientSeed = randomBytes(8).toString('hex');
  private nonceValue = 0;

  get serverSeedHash(): string {
    return createHash('sha256').update(this.serverSeed, 'utf8').digest('hex');
  }

  get nonce(): number {
    return this.nonceValue;
  }

  /** The stream of the next round; the nonce moves on. */
  nextRound(): { stream: FairStream; nonce: number } {
    const nonce = this.nonceValue;
    this.nonceValue += 1;
    const seed = this.serverSeed;
    const clientSeed = this.clientSeed;
    return {
      nonce,
      stream: new FairStream(
        (r) =>
          new Uint8Array(
            createHmac('sha256', seed)
              .update(blockMessage(clientSeed, nonce, r))
              .digest(),
          ),
      ),
    };
  }

  /** Reveals the current server seed and starts a new one (its hash published at once). */
  rotate(): { server_seed: string; server_seed_hash: string; client_seed: string; nonce: number } {
    const revealed = {
      server_seed: this.serverSeed,
      server_seed_hash: this.serverSeedHash,
      client_seed: this.clientSeed,
      nonce: this.nonceValue,
    };
    this.serverSeed = randomBytes(32).toString('hex');
    this.nonceValue = 0;
    return revealed;
  }
}
