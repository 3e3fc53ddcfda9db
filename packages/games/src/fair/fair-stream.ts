/**
 * The provably fair byte stream of casino.md section 2 (fixed: an outsider's verifier must
 * agree). Block r is HMAC_SHA256(key = server_seed, message = `${client_seed}:${nonce}:${r}`);
 * the stream is the blocks concatenated. This package has no I/O and no crypto of its own, so
 * the server (node:crypto) and the browser's Verify (WebCrypto, blocks computed ahead) feed the
 * same code with the blocks.
 */

/** Block r of the stream: 32 bytes. */
export type BlockSource = (r: number) => Uint8Array;

/** The HMAC message of block r (UTF-8), so every caller builds it the same way. */
export function blockMessage(clientSeed: string, nonce: number, r: number): string {
  return `${clientSeed}:${nonce}:${r}`;
}

/** Thrown when a precomputed block source runs out; the caller computes more and retries. */
export class BlocksExhausted extends Error {
  constructor(readonly needed: number) {
    super(`the fair stream needs block ${needed}`);
  }
}

/** Reads the stream 4 bytes at a time; `uniform(n)` is the unbiased draw of section 2. */
export class FairStream {
  private block: Uint8Array = new Uint8Array(0);
  private blockIndex = -1;
  private offset = 32;

  constructor(private readonly source: BlockSource) {}

  /** The next 4 bytes as an unsigned big-endian 32-bit integer. */
  nextUint32(): number {
    if (this.offset + 4 > 32) {
      this.blockIndex += 1;
      this.block = this.source(this.blockIndex);
      if (this.block.length !== 32) throw new Error('a fair stream block is 32 bytes');
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + (b[o + 2]! << 8) + b[o + 3]!;
  }

  /** An integer in [0, n): values at or above 2^32 - (2^32 mod n) are discarded and redrawn. */
  uniform(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`uniform needs 1 <= n <= 2^32, got ${n}`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const u = this.nextUint32();
      if (u < limit) return u % n;
    }
  }

  /** How many blocks have been read (for a browser that precomputes them). */
  get blocksRead(): number {
    return this.blockIndex + 1;
  }
}

/** A block source over blocks computed ahead (the browser's WebCrypto path). */
export function precomputedBlocks(blocks: readonly Uint8Array[]): BlockSource {
  return (r) => {
    const block = blocks[r];
    if (!block) throw new BlocksExhausted(r);
    return block;
  };
}
