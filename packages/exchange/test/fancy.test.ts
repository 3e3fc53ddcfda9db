import { describe, expect, it } from 'vitest';
import {
  bookmakerBook,
  bookmakerExposure,
  bookmakerPnl,
  checkBookmakerQuote,
  checkFancyQuote,
  fancyExposure,
  fancyExposureChange,
  fancyPnl,
  runBook,
  DEFAULT_FANCY_MAX_RESULT,
  type FancyBet,
} from '../src/index';

const DOMAIN = { maxResult: DEFAULT_FANCY_MAX_RESULT, meterCap: null };

const yes63: FancyBet = { kind: 'SESSION', side: 'YES', line: 63, rate: 100, stake: 10000 };
const no60: FancyBet = { kind: 'SESSION', side: 'NO', line: 60, rate: 100, stake: 10000 };

describe('fancy', () => {
  it('loses both YES 63 and NO 60 when the runs fall in the gap (61)', () => {
    expect(fancyPnl(yes63, 61)).toBe(-10000);
    expect(fancyPnl(no60, 61)).toBe(-10000);
    expect(fancyPnl(yes63, 63)).toBe(10000);
    expect(fancyPnl(no60, 59)).toBe(10000);
  });

  it('builds the run book over the whole domain, with the gap between NO 60 and YES 63 as the worst case', () => {
    const book = runBook([yes63, no60], DOMAIN);
    expect(book.ranges).toEqual([
      { from: 0, to: 59, pnlFrom: 0, pnlTo: 0 },
      { from: 60, to: 62, pnlFrom: -20000, pnlTo: -20000 },
      { from: 63, to: 999, pnlFrom: 0, pnlTo: 0 },
    ]);
    expect(book.worst).toEqual({ runs: 60, pnl: -20000 });
    expect(fancyExposure([yes63, no60], DOMAIN)).toBe(20000);
    expect(fancyExposureChange([yes63], no60, DOMAIN)).toEqual({ before: 10000, after: 20000 });
  });

  it('charges a NO the rate and pays a YES the rate, rounded for the house', () => {
    expect(fancyPnl({ kind: 'SESSION', side: 'NO', line: 50, rate: 85, stake: 333 }, 50)).toBe(-284); // 283.05
    expect(fancyPnl({ kind: 'SESSION', side: 'YES', line: 50, rate: 85, stake: 333 }, 50)).toBe(283);
  });

  it('pays khado only inside start..start+width-1', () => {
    const khado: FancyBet = { kind: 'KHADO', start: 50, width: 5, rate: 300, stake: 1000 };
    expect(fancyPnl(khado, 49)).toBe(-1000);
    expect(fancyPnl(khado, 50)).toBe(3000);
    expect(fancyPnl(khado, 54)).toBe(3000);
    expect(fancyPnl(khado, 55)).toBe(-1000);
    expect(fancyExposure([khado], DOMAIN)).toBe(1000);
  });

  it('pays meter per run of distance from the line', () => {
    const yes: FancyBet = { kind: 'METER', side: 'YES', line: 60, rate: 100, stake: 100 };
    const no: FancyBet = { kind: 'METER', side: 'NO', line: 60, rate: 150, stake: 100 };
    expect(fancyPnl(yes, 67)).toBe(700);
    expect(fancyPnl(no, 67)).toBe(-700);
    expect(fancyPnl(no, 58)).toBe(300);
    expect(fancyPnl(yes, 58)).toBe(-200);
    expect(fancyPnl(yes, 60)).toBe(0);
    expect(fancyExposure([yes], DOMAIN)).toBe(6000); // a YES loses most at 0 runs: 100 x 60
  });

  it('settles odd-even as a back at decimal odds', () => {
    const odd: FancyBet = { kind: 'ODD_EVEN', pick: 'ODD', price: 195, stake: 1000 };
    expect(fancyPnl(odd, 7)).toBe(950);
    expect(fancyPnl(odd, 8)).toBe(-1000);
    expect(fancyExposure([odd], DOMAIN)).toBe(1000);
  });

  it('rejects a changed run or rate', () => {
    const quote = { open: true, noLine: 60, noRate: 100, yesLine: 63, yesRate: 100, minStake: 100, maxStake: 100000 };
    expect(checkFancyQuote(quote, { side: 'YES', line: 63, rate: 100, stake: 1000 })).toEqual({ ok: true });
    expect(checkFancyQuote(quote, { side: 'YES', line: 62, rate: 100, stake: 1000 })).toMatchObject({ code: 'RUN_CHANGED' });
    expect(checkFancyQuote(quote, { side: 'NO', line: 60, rate: 90, stake: 1000 })).toMatchObject({ code: 'RATE_CHANGED' });
    expect(checkFancyQuote({ ...quote, open: false }, { side: 'NO', line: 60, rate: 100, stake: 1000 })).toMatchObject({
      code: 'MARKET_SUSPENDED',
    });
    expect(checkFancyQuote(quote, { side: 'NO', line: 60, rate: 100, stake: 99 })).toMatchObject({ code: 'STAKE_TOO_LOW' });
  });
});

describe('bookmaker', () => {
  it('pays and charges 45 paise per rupee (1.45)', () => {
    const back = { selectionId: 1, side: 'BACK' as const, rate: 45, stake: 10000 };
    const lay = { selectionId: 1, side: 'LAY' as const, rate: 45, stake: 10000 };
    expect(bookmakerPnl(back, 1)).toBe(4500);
    expect(bookmakerPnl(back, 2)).toBe(-10000);
    expect(bookmakerPnl(lay, 1)).toBe(-4500);
    expect(bookmakerPnl(lay, 2)).toBe(10000);
    expect(bookmakerBook([back], [1, 2])).toEqual([
      { selectionId: 1, pnl: 4500 },
      { selectionId: 2, pnl: -10000 },
    ]);
    expect(bookmakerExposure([lay], [1, 2])).toBe(4500);
    expect(bookmakerPnl({ ...back, stake: 333 }, 1)).toBe(149); // 149.85
    expect(bookmakerPnl({ ...lay, stake: 333 }, 1)).toBe(-150);
  });

  it('accepts only the current rate of an open quote', () => {
    const quote = { selectionId: 1, open: true, backRate: 45, layRate: 47, minStake: 100, maxStake: 500000 };
    expect(checkBookmakerQuote(quote, { side: 'BACK', rate: 45, stake: 1000 })).toEqual({ ok: true });
    expect(checkBookmakerQuote(quote, { side: 'LAY', rate: 45, stake: 1000 })).toMatchObject({ code: 'RATE_CHANGED' });
    expect(checkBookmakerQuote({ ...quote, open: false }, { side: 'BACK', rate: 45, stake: 1000 })).toMatchObject({
      code: 'MARKET_SUSPENDED',
    });
    expect(checkBookmakerQuote(quote, { side: 'BACK', rate: 45, stake: 500001 })).toMatchObject({ code: 'STAKE_TOO_HIGH' });
  });
});
