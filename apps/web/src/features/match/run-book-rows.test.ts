import type { FancyRunBook } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { runBookRows, signedRupees } from './run-book-rows.ts';

// A YES meter at line 40, stake ₹90, rate 100, domain 0..999: −₹90 a run below the line, +₹90 a run above.
const meter: FancyRunBook = {
  fancy_id: 7,
  fancy_type: 'METER',
  max_result: 999,
  meter_cap: null,
  ranges: [
    { from: 0, to: 39, pnl_from: -3600, pnl_to: -90, worst: true, parity: null },
    { from: 40, to: 40, pnl_from: 0, pnl_to: 0, worst: false, parity: null },
    { from: 41, to: 999, pnl_from: 90, pnl_to: 86310, worst: false, parity: null },
  ],
  worst: { runs: 0, pnl: -3600 },
  exposure: 3600,
};

describe('run book rows', () => {
  it('writes rupees with a true minus, a plus for wins and Indian digit grouping', () => {
    expect(signedRupees(-500)).toBe('−₹500.00');
    expect(signedRupees(90)).toBe('+₹90.00');
    expect(signedRupees(0)).toBe('₹0.00');
    expect(signedRupees(123456.5)).toBe('+₹1,23,456.50');
  });

  it('shows a linear range by both ends, a constant one by its value, one result without a dash', () => {
    expect(runBookRows(meter).map((r) => [r.runs, r.pnl])).toEqual([
      ['0 – 39', '−₹3,600.00 … −₹90.00'],
      ['40', '₹0.00'],
      ['41 – 999', '+₹90.00 … +₹86,310.00'],
    ]);
  });

  it('marks only the worst range and colours each by its worse end', () => {
    const rows = runBookRows(meter);
    expect(rows.map((r) => r.worst)).toEqual([true, false, false]);
    expect(rows.map((r) => r.tone)).toEqual(['minus', 'flat', 'plus']);
  });

  it('reads a range that crosses zero as a loss', () => {
    const book = { ...meter, ranges: [{ from: 0, to: 10, pnl_from: -50, pnl_to: 50, worst: true, parity: null }] };
    expect(runBookRows(book)[0]).toMatchObject({ runs: '0 – 10', pnl: '−₹50.00 … +₹50.00', tone: 'minus' });
  });

  it('names the parity of an odd-even row', () => {
    const book: FancyRunBook = {
      ...meter,
      fancy_type: 'ODD_EVEN',
      ranges: [
        { from: 0, to: 998, parity: 'EVEN', pnl_from: -100, pnl_to: -100, worst: true },
        { from: 1, to: 999, parity: 'ODD', pnl_from: 95, pnl_to: 95, worst: false },
      ],
    };
    expect(runBookRows(book).map((r) => [r.runs, r.pnl])).toEqual([
      ['Even 0 – 998', '−₹100.00'],
      ['Odd 1 – 999', '+₹95.00'],
    ]);
  });
});
