import type { FancyRunBook, RunBookRange } from '@bx/contract';

export interface RunBookRow {
  /** "0 – 39", one result: "40", odd-even: "Odd 1 – 999". */
  runs: string;
  /** "−₹500.00"; a linear piece shows both ends: "+₹90.00 … +₹86,310.00". */
  pnl: string;
  /** Colour of the row: a loss anywhere in it, else a win anywhere, else flat. */
  tone: 'plus' | 'minus' | 'flat';
  worst: boolean;
}

const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees with an explicit sign (a true minus, not a hyphen) and Indian digit grouping: +₹1,00,000.00. */
export function signedRupees(value: number): string {
  const sign = value > 0 ? '+' : value < 0 ? '−' : '';
  return `${sign}₹${rupees.format(Math.abs(value))}`;
}

const PARITY = { ODD: 'Odd', EVEN: 'Even' } as const;

function rowOf(r: RunBookRange): RunBookRow {
  const low = Math.min(r.pnl_from, r.pnl_to);
  const high = Math.max(r.pnl_from, r.pnl_to);
  return {
    runs: `${r.parity ? `${PARITY[r.parity]} ` : ''}${r.from === r.to ? String(r.from) : `${r.from} – ${r.to}`}`,
    pnl: r.pnl_from === r.pnl_to ? signedRupees(r.pnl_from) : `${signedRupees(r.pnl_from)} … ${signedRupees(r.pnl_to)}`,
    tone: low < 0 ? 'minus' : high > 0 ? 'plus' : 'flat',
    worst: r.worst,
  };
}

/** The run book as the Book panel lists it, one row per range, lowest results first. */
export function runBookRows(book: FancyRunBook): RunBookRow[] {
  return book.ranges.map(rowOf);
}
