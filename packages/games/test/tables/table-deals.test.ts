import { describe, expect, it } from 'vitest';
import { card32Owners, dealRound, type TableType } from '../../src/index.ts';
import { hmacStream } from './hmac-stream.ts';

const SEED = 'a'.repeat(64);
const deal = (type: TableType, nonce: number) => dealRound(type, hmacStream(SEED, 'demo-client', nonce));

// The cards are from an independent verifier written to casino.md sections 2 and 3 (Python's
// hmac and hashlib, its own deal and Teen Patti ranking), not from this code. The results are
// worked out by hand in the comments.
describe('each table deals a fixed seed as the outside verifier does', () => {
  it('teen20: A holds C1 C3 C5, B holds C2 C4 C6', () => {
    // A = 2 10 Q (high card Q), B = J J 8 (pair of jacks): B wins.
    expect(deal('teen20', 0)).toEqual({ cards: ['2HH', 'JHH', '10CC', 'JSS', 'QHH', '8SS'], result: '3' });
    // A = K J 2 (high card K), B = 10 6 3 (high card 10): A wins.
    expect(deal('teen20', 1)).toEqual({ cards: ['KDD', '10DD', 'JSS', '6CC', '2CC', '3CC'], result: '1' });
    // A = J 10 8 (high card), B = 2 3 A (the second best sequence): B wins.
    expect(deal('teen20', 15)).toEqual({ cards: ['8HH', '2HH', 'JSS', '3DD', '10CC', 'ASS'], result: '3' });
  });

  it('teen20: equal ranks in different suits tie and the result is "0"', () => {
    // A = 8 J 6, B = 8 J 6: suits never count.
    expect(deal('teen20', 984)).toEqual({ cards: ['8DD', '8HH', 'JSS', 'JCC', '6HH', '6SS'], result: '0' });
  });

  it('dt20: C1 is Dragon and C2 Tiger, from eight decks', () => {
    expect(deal('dt20', 0)).toEqual({ cards: ['QCC', '5SS'], result: '1' });
    expect(deal('dt20', 2)).toEqual({ cards: ['2DD', '3DD'], result: '2' });
    // Same rank: the spade (HH) beats the heart (DD).
    expect(deal('dt20', 42)).toEqual({ cards: ['10HH', '10DD'], result: '1' });
    // The same card twice (eight decks): Tie.
    expect(deal('dt20', 112)).toEqual({ cards: ['4SS', '4SS'], result: '3' });
  });

  it('lucky7 and aaa: one card', () => {
    expect(deal('lucky7', 0)).toEqual({ cards: ['2HH'], result: '1' });
    expect(deal('lucky7', 1)).toEqual({ cards: ['KDD'], result: '2' });
    expect(deal('lucky7', 3)).toEqual({ cards: ['7HH'], result: '0' });
    expect(deal('aaa', 0)).toEqual({ cards: ['2HH'], result: '1' });
    expect(deal('aaa', 1)).toEqual({ cards: ['KDD'], result: '3' });
    expect(deal('aaa', 3)).toEqual({ cards: ['7HH'], result: '2' });
  });

  it('card32: one card each to players 8 to 11, tied leaders draw again until one leads', () => {
    // 8+Q=20, 9+Q=21, 10+9=19, 11+7=18: player 9 (sid 2).
    expect(deal('card32', 1)).toEqual({ cards: ['QHH', 'QSS', '9CC', '7HH'], result: '2' });
    // 14, 20, 18, 20: 9 and 11 tie; 9 takes Q (32), 11 takes K (33): player 11 (sid 4).
    expect(deal('card32', 0)).toEqual({ cards: ['6HH', 'JSS', '8SS', '9SS', 'QHH', 'KSS'], result: '4' });
    // 21, 22, 22, 17: 9 and 10 tie; 7 and 7 tie again (29, 29); 9 then K: 38 against 45: player 10.
    const twice = deal('card32', 15);
    expect(twice).toEqual({ cards: ['KHH', 'KCC', 'QCC', '6CC', '7DD', '7CC', '9DD', 'KDD'], result: '3' });
    expect(card32Owners(twice.cards)).toEqual([8, 9, 10, 11, 9, 10, 9, 10]);
  });

  it("ab20: the joker, then Bahar, Andar, ... until the joker's rank", () => {
    // The second jack is C2, Bahar's first card.
    expect(deal('ab20', 58)).toEqual({ cards: ['JDD', 'JSS'], result: '2' });
    // The 3 of hearts (DD) is C4: Bahar.
    expect(deal('ab20', 2)).toEqual({ cards: ['3HH', 'JDD', 'AHH', '3DD'], result: '2' });
    // The 7 of diamonds (SS) is C9: Andar (C3, C5, C7, C9).
    expect(deal('ab20', 3)).toEqual({ cards: ['7HH', '4HH', '2HH', 'ASS', '5SS', '10SS', '10HH', 'ACC', '7SS'], result: '1' });
  });
});
