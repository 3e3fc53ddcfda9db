import { describe, expect, it } from 'vitest';
import { canonicalDeck, cardCode, shuffle } from '@bx/games';
import { fairStream, newServerSeed, sha256Hex } from '../src/modules/fairness/hmac-blocks.ts';

// Expected values from an independent verifier written to casino.md section 2 (Python's hmac and hashlib).
describe('the server block source', () => {
  it('deals what an outside verifier deals for the same seeds', () => {
    const deck = shuffle(canonicalDeck(), fairStream('a'.repeat(64), 'demo-client', 7)).map(cardCode);
    expect(deck.slice(0, 6)).toEqual(['6HH', '8SS', '8CC', '5SS', 'KCC', '4SS']);
  });

  it('hashes text as lowercase hex sha256', () => {
    expect(sha256Hex('x')).toBe('2d711642b726b04401627ca9fbac32f5c8530fb1903cc4db02258717921a4881');
  });

  it('draws fresh 64-hex seeds', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });
});
