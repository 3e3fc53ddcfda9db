import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BlocksExhausted, blockMessage, canonicalDeck, cardCode, FairStream, precomputedBlocks, shuffle } from '../src/index.ts';

const SERVER_SEED = 'a'.repeat(64);
const hmacBlocks = (serverSeed: string, clientSeed: string, nonce: number) => (r: number) =>
  new Uint8Array(
    createHmac('sha256', serverSeed)
      .update(blockMessage(clientSeed, nonce, r))
      .digest(),
  );

const dealt = (copies: number, minRank: number) =>
  shuffle(canonicalDeck(copies, minRank), new FairStream(hmacBlocks(SERVER_SEED, 'demo-client', 7))).map(cardCode);

// Expected values from an independent verifier written to casino.md section 2 (Python's hmac
// and hashlib), not from this code.
describe('the fair stream of casino.md section 2', () => {
  it('reads the HMAC blocks as big-endian 32-bit words', () => {
    const s = new FairStream(hmacBlocks(SERVER_SEED, 'demo-client', 7));
    expect([s.nextUint32(), s.nextUint32(), s.nextUint32()]).toEqual([1222546622, 1624940391, 1089099878]);
  });

  it('shuffles one 52-card deck as the outside verifier does', () => {
    expect(dealt(1, 1).slice(0, 6)).toEqual(['6HH', '8SS', '8CC', '5SS', 'KCC', '4SS']);
  });

  it('shuffles eight decks and the 32-card deck as the outside verifier does', () => {
    expect(dealt(8, 1).slice(0, 2)).toEqual(['10DD', 'QHH']);
    expect(dealt(1, 6)).toHaveLength(32);
    expect(dealt(1, 6).slice(0, 8)).toEqual(['9SS', '7HH', 'QCC', 'JDD', '10CC', '7SS', '9HH', '9CC']);
  });

  it('discards words at or above the limit instead of folding them (no modulo bias)', () => {
    // n = 3: limit = 2^32 - 1; the word 0xFFFFFFFF is discarded, the next (5) gives 5 mod 3.
    const block = new Uint8Array(32);
    block.set([0xff, 0xff, 0xff, 0xff, 0, 0, 0, 5]);
    expect(new FairStream(() => block).uniform(3)).toBe(2);
    // n = 2^31: limit = 2^32, nothing is discarded.
    expect(new FairStream(() => block).uniform(2 ** 31)).toBe(2 ** 31 - 1);
  });

  it('moves to the next block after eight words', () => {
    const blocks = [new Uint8Array(32).fill(0), new Uint8Array(32).fill(1)];
    const s = new FairStream(precomputedBlocks(blocks));
    for (let i = 0; i < 8; i++) expect(s.nextUint32()).toBe(0);
    expect(s.nextUint32()).toBe(0x01010101);
    expect(s.blocksRead).toBe(2);
  });

  it('tells a precomputed source which block it lacks', () => {
    const s = new FairStream(precomputedBlocks([new Uint8Array(32)]));
    for (let i = 0; i < 8; i++) s.nextUint32();
    expect(() => s.nextUint32()).toThrow(BlocksExhausted);
  });

  it('refuses a range it cannot draw from', () => {
    const s = new FairStream(() => new Uint8Array(32));
    expect(() => s.uniform(0)).toThrow(RangeError);
    expect(() => s.uniform(1.5)).toThrow(RangeError);
  });
});
