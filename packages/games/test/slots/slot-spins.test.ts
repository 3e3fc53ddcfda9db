import { describe, expect, it } from 'vitest';
import { drawStops, evaluateSpin, slotTitle, type SlotTitle } from '../../src/index.ts';
import { hmacStream } from '../tables/hmac-stream.ts';

const title = (id: string) => slotTitle(id) as SlotTitle;

describe('slot stops come from the fair stream', () => {
  it('a fixed seed pair and nonce give fixed stops, one uniform(strip length) per reel', () => {
    const stream = () => hmacStream('a'.repeat(64), 'slots', 1);
    expect(drawStops(title('classic-sevens'), stream())).toEqual([7, 7, 15]);
    expect(drawStops(title('jungle-wilds'), stream())).toEqual([7, 15, 15, 9, 13]);
    expect(drawStops(title('dragon-pearls'), stream())).toEqual([7, 15, 15, 9, 9]);
  });
});

// Windows read off the strips by hand (slot-titles' PAR sheets); pays from the pay tables.
describe('line wins on hand-picked windows', () => {
  it('classic: three rows of three pay their own symbols, diagonals of mixed symbols nothing', () => {
    const spin = evaluateSpin(title('classic-sevens'), [8, 8, 8]);
    expect(spin.window).toEqual([
      ['SEVEN', 'SEVEN', 'SEVEN'],
      ['BAR', 'BAR', 'BAR'],
      ['PLUM', 'PLUM', 'PLUM'],
    ]);
    expect(spin.lines).toEqual([
      { line: 0, symbol: 'BAR', count: 3, pay: 60 },
      { line: 1, symbol: 'SEVEN', count: 3, pay: 500 },
      { line: 2, symbol: 'PLUM', count: 3, pay: 13 },
    ]);
    expect(spin.credits).toBe(573);
  });

  it('classic: a cherry pair from the left pays, a lone cherry does not', () => {
    const spin = evaluateSpin(title('classic-sevens'), [0, 0, 4]);
    expect(spin.lines).toEqual([
      { line: 0, symbol: 'PLUM', count: 3, pay: 13 },
      { line: 1, symbol: 'CHERRY', count: 3, pay: 4 },
    ]);
    expect(evaluateSpin(title('classic-sevens'), [0, 0, 8]).lines).toContainEqual({ line: 1, symbol: 'CHERRY', count: 2, pay: 1 });
  });

  it('jungle: three scatters pay twice the total bet and award 5 free spins; free spins pay double', () => {
    const spin = evaluateSpin(title('jungle-wilds'), [8, 9, 9, 0, 0]);
    expect(spin.scatterCount).toBe(3);
    expect(spin.lines).toEqual([
      { line: 0, symbol: 'MONKEY', count: 3, pay: 10 },
      { line: 2, symbol: 'PARROT', count: 3, pay: 7 },
    ]);
    expect(spin.credits).toBe(10 + 7 + 2 * 20);
    expect(spin.freeSpinsAwarded).toBe(5);
    expect(evaluateSpin(title('jungle-wilds'), [8, 9, 9, 0, 0], true).credits).toBe(2 * 57);
  });

  it('dragon: wilds stand in and double the line, a line without a wild pays plain', () => {
    const spin = evaluateSpin(title('dragon-pearls'), [4, 4, 4, 4, 4]);
    expect(spin.window[0]).toEqual(['DRAGON', 'WILD', 'WILD', 'WILD', 'DRAGON']);
    expect(spin.lines).toEqual([
      { line: 1, symbol: 'DRAGON', count: 5, pay: 600 },
      { line: 5, symbol: 'FAN', count: 5, pay: 24 },
      { line: 6, symbol: 'FAN', count: 5, pay: 12 },
      { line: 7, symbol: 'DRAGON', count: 3, pay: 30 },
    ]);
    expect(spin.credits).toBe(666);
  });

  it('jungle: a run of wilds is paid as the better of the wilds alone and the symbol they complete', () => {
    const jungle = title('jungle-wilds');
    const wild = jungle.wild!.symbol;
    // WILD WILD WILD then TIGER: 4 tigers (80) beat 3 wilds (50).
    const spin = evaluateSpin(
      { ...jungle, lines: [[0, 0, 0, 0, 0]], rows: 1, reels: [[wild], [wild], [wild], ['TIGER'], ['Q']] },
      [0, 0, 0, 0, 0],
    );
    expect(spin.lines).toEqual([{ line: 0, symbol: 'TIGER', count: 4, pay: 80 }]);
    // WILD x4 then Q: 4 wilds (200) beat 5 queens (30).
    const wilds = evaluateSpin(
      { ...jungle, lines: [[0, 0, 0, 0, 0]], rows: 1, reels: [[wild], [wild], [wild], [wild], ['Q']] },
      [0, 0, 0, 0, 0],
    );
    expect(wilds.lines).toEqual([{ line: 0, symbol: 'WILD', count: 4, pay: 200 }]);
  });
});
