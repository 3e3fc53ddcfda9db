import { describe, expect, it } from 'vitest';
import { tableBetMaxLoss, tableBetPnl, type TableBet, type TableType } from '../../src/index.ts';

const back = (sid: number, rate: number, stake: number): TableBet => ({ sid, side: 'BACK', rate, stake });
const lay = (sid: number, rate: number, stake: number): TableBet => ({ sid, side: 'LAY', rate, stake });
const pnl = (type: TableType, cards: string, result: string, bet: TableBet) => tableBetPnl(type, { cards: cards.split(' '), result }, bet);

// Every amount below is worked out by hand from the rules in docs/casino.md (paise, rates in hundredths).
describe('table bets pay in paise', () => {
  it('pays a winning back floor(stake x (rate - 1)) and takes the stake of a losing one', () => {
    // A = 2 10 Q, B = J J 8: Player B wins.
    const cards = '2HH JHH 10CC JSS QHH 8SS';
    expect(pnl('teen20', cards, '3', back(3, 198, 10_000))).toBe(9_800);
    expect(pnl('teen20', cards, '3', back(3, 198, 333))).toBe(326); // 333 x 0.98 = 326.34
    expect(pnl('teen20', cards, '3', back(1, 198, 10_000))).toBe(-10_000);
  });

  it('refunds Player A and Player B on a teen20 tie', () => {
    const cards = '8DD 8HH JSS JCC 6HH 6SS';
    expect(pnl('teen20', cards, '0', back(1, 198, 10_000))).toBe(0);
    expect(pnl('teen20', cards, '0', back(3, 198, 10_000))).toBe(0);
  });

  it('pays Pair plus by its own hand: pair 2, colour 5, sequence 7, trail 36, pure sequence 46', () => {
    // B's J J 8 is a pair; A's 2 10 Q nothing.
    expect(pnl('teen20', '2HH JHH 10CC JSS QHH 8SS', '3', back(4, 200, 1_000))).toBe(1_000);
    expect(pnl('teen20', '2HH JHH 10CC JSS QHH 8SS', '3', back(2, 200, 1_000))).toBe(-1_000);
    // A = 5 5 5 (trail) against B = 2 9 K of diamonds (colour).
    const trail = '5HH 2SS 5DD 9SS 5CC KSS';
    expect(pnl('teen20', trail, '1', back(2, 200, 1_000))).toBe(35_000);
    expect(pnl('teen20', trail, '1', back(4, 200, 1_000))).toBe(4_000);
    // A = Q K A of spades (pure sequence) against B = 4 5 6 (sequence).
    const pure = 'QHH 4DD KHH 5CC AHH 6SS';
    expect(pnl('teen20', pure, '1', back(2, 200, 1_000))).toBe(45_000);
    expect(pnl('teen20', pure, '1', back(4, 200, 1_000))).toBe(6_000);
  });

  it('takes half the stake, rounded against the customer, of lucky7 low/high and aaa under/over on a 7', () => {
    expect(pnl('lucky7', '7HH', '0', back(1, 200, 1_001))).toBe(-501);
    expect(pnl('lucky7', '7HH', '0', back(2, 200, 1_000))).toBe(-500);
    expect(pnl('aaa', '7HH', '2', back(8, 200, 1_000))).toBe(-500);
    expect(pnl('aaa', '7HH', '2', back(9, 200, 999))).toBe(-500);
    // The 7 is Akbar (7-10), odd and black.
    expect(pnl('aaa', '7HH', '2', back(2, 315, 1_000))).toBe(2_150);
    expect(pnl('aaa', '7HH', '2', back(5, 183, 1_000))).toBe(830);
    expect(pnl('aaa', '7HH', '2', back(16, 1_200, 1_000))).toBe(11_000);
  });

  it('pays 25% of the profit on a Bahar win with the first card after the joker', () => {
    expect(pnl('ab20', 'JDD JSS', '2', back(2, 200, 1_000))).toBe(250);
    expect(pnl('ab20', 'JDD JSS', '2', back(2, 200, 1_003))).toBe(250); // floor(1003 x 25%)
    expect(pnl('ab20', 'JDD JSS', '2', back(1, 200, 1_000))).toBe(-1_000);
    // Later Bahar and Andar wins pay in full.
    expect(pnl('ab20', '3HH JDD AHH 3DD', '2', back(2, 200, 1_000))).toBe(1_000);
    expect(pnl('ab20', '7HH 4HH 2HH ASS 5SS 10SS 10HH ACC 7SS', '1', back(1, 200, 1_000))).toBe(1_000);
  });

  it('settles lays: the liability when the selection wins, the stake when it loses', () => {
    // A 2 is Amar.
    expect(pnl('aaa', '2HH', '1', lay(1, 222, 1_000))).toBe(-1_220);
    expect(pnl('aaa', '2HH', '1', lay(3, 445, 1_000))).toBe(1_000);
    expect(pnl('aaa', 'KDD', '3', lay(3, 445, 333))).toBe(-1_149); // 333 x 3.45 = 1148.85
    expect(pnl('card32', 'QHH QSS 9CC 7HH', '2', lay(2, 625, 1_000))).toBe(-5_250);
    expect(pnl('card32', 'QHH QSS 9CC 7HH', '2', lay(4, 220, 1_000))).toBe(1_000);
    expect(pnl('card32', 'QHH QSS 9CC 7HH', '2', back(2, 595, 1_000))).toBe(4_950);
  });

  it('settles dt20: a tie loses Dragon and Tiger and pays Tie and Pair', () => {
    const tie = '4SS 4SS';
    expect(pnl('dt20', tie, '3', back(1, 200, 1_000))).toBe(-1_000);
    expect(pnl('dt20', tie, '3', back(2, 200, 1_000))).toBe(-1_000);
    expect(pnl('dt20', tie, '3', back(3, 5_000, 1_000))).toBe(49_000);
    expect(pnl('dt20', tie, '3', back(4, 1_200, 1_000))).toBe(11_000);
    // Dragon's 4 of diamonds: even (sid 5), red (7), card 4 (sid 12); Tiger's the same (22, 24, 29).
    for (const sid of [5, 7, 12, 22, 24, 29]) expect(pnl('dt20', tie, '3', back(sid, 200, 1_000))).toBe(1_000);
    for (const sid of [6, 8, 11, 23, 25, 30]) expect(pnl('dt20', tie, '3', back(sid, 200, 1_000))).toBe(-1_000);
    // Same rank, different suits: a Pair, and the suit decides (heart DD beats club CC).
    expect(pnl('dt20', '9DD 9CC', '1', back(1, 200, 1_000))).toBe(1_000);
    expect(pnl('dt20', '9DD 9CC', '1', back(4, 1_200, 1_000))).toBe(11_000);
    expect(pnl('dt20', '9DD 9CC', '1', back(3, 5_000, 1_000))).toBe(-1_000);
  });

  it('holds the stake of a back and the liability of a lay as the most a bet can lose', () => {
    expect(tableBetMaxLoss(back(1, 212, 1_000))).toBe(1_000);
    expect(tableBetMaxLoss(lay(1, 222, 1_000))).toBe(1_220);
    expect(tableBetMaxLoss(lay(2, 335, 333))).toBe(783); // 333 x 2.35 = 782.55
  });

  it('refuses a selection the table does not have and a card that is not one', () => {
    expect(() => pnl('lucky7', '7HH', '0', back(20, 200, 100))).toThrow(RangeError);
    expect(() => pnl('lucky7', '1', '0', back(1, 200, 100))).toThrow(RangeError);
  });
});
