import { describe, expect, it } from 'vitest';
import { canonicalDeck, cardCode, shuffle } from '@bx/games';
import { sha256Hex, withFairStream } from './fair-verify.ts';

// Expected values from an independent verifier written to casino.md section 2 (Python's hmac and hashlib).
describe('the browser Verify', () => {
  it('deals what an outside verifier deals, growing the precomputed blocks as needed', async () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'demo-client', nonce: 7 };
    // One block holds eight draws: a 52-card shuffle needs more, so the first guess must grow.
    const deck = await withFairStream(seeds, (s) => shuffle(canonicalDeck(), s).map(cardCode), 1);
    expect(deck.slice(0, 6)).toEqual(['6HH', '8SS', '8CC', '5SS', 'KCC', '4SS']);
  });

  it('hashes text as lowercase hex sha256', async () => {
    expect(await sha256Hex('x')).toBe('2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881');
  });
});
