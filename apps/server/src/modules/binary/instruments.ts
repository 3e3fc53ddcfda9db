/**
 * The instruments of casino.md section 6 with their IST trading hours (minutes after midnight;
 * a close of 1440 is midnight). Prices are integers in hundredths of the quote currency. A line
 * is a whole number of `unit`s (so every line fits a fancy's run, at most 9999): YES at line L
 * wins when the settlement price is at least L x unit. `gap` is the distance between strikes
 * (in units), `start` the simulated feed's base price and `vol` its daily volatility.
 */
export interface Instrument {
  code: string;
  name: string;
  currency: '₹' | '$';
  open: number;
  close: number;
  /** Weekdays only (the spec's hours), or every day (the demo's practice instrument). */
  everyDay: boolean;
  unit: number;
  gap: number;
  start: number;
  vol: number;
}

const INDEX_STOCKS = { open: 600, close: 870, everyDay: false } as const;
const COMMODITIES = { open: 690, close: 1350, everyDay: false } as const;
const US_INDICES = { open: 1170, close: 1440, everyDay: false } as const;

export const INSTRUMENTS: readonly Instrument[] = [
  { code: 'NIFTY', name: 'NIFTY near month', currency: '₹', ...INDEX_STOCKS, unit: 500, gap: 10, start: 2_400_000, vol: 0.008 },
  { code: 'BANKNIFTY', name: 'BANKNIFTY near month', currency: '₹', ...INDEX_STOCKS, unit: 1000, gap: 10, start: 5_100_000, vol: 0.01 },
  { code: 'AXIS', name: 'AXIS Bank near month', currency: '₹', ...INDEX_STOCKS, unit: 100, gap: 5, start: 110_000, vol: 0.015 },
  { code: 'ICICI', name: 'ICICI Bank near month', currency: '₹', ...INDEX_STOCKS, unit: 100, gap: 5, start: 125_000, vol: 0.015 },
  { code: 'RELIANCE', name: 'RELIANCE near month', currency: '₹', ...INDEX_STOCKS, unit: 100, gap: 10, start: 290_000, vol: 0.012 },
  { code: 'SBI', name: 'SBI near month', currency: '₹', ...INDEX_STOCKS, unit: 100, gap: 4, start: 80_000, vol: 0.015 },
  { code: 'TATASTEEL', name: 'TATASTEEL near month', currency: '₹', ...INDEX_STOCKS, unit: 10, gap: 10, start: 15_000, vol: 0.02 },
  { code: 'GOLD', name: 'GOLD (₹ per 10 g)', currency: '₹', ...COMMODITIES, unit: 1000, gap: 10, start: 7_200_000, vol: 0.008 },
  { code: 'SILVER', name: 'SILVER (₹ per kg)', currency: '₹', ...COMMODITIES, unit: 2000, gap: 15, start: 8_800_000, vol: 0.015 },
  { code: 'CRUDE', name: 'CRUDE (₹ per barrel)', currency: '₹', ...COMMODITIES, unit: 100, gap: 20, start: 590_000, vol: 0.02 },
  { code: 'COMEXCRUDE', name: 'COMEX CRUDE ($ per barrel)', currency: '$', ...US_INDICES, unit: 1, gap: 20, start: 7000, vol: 0.02 },
  { code: 'DOW', name: 'DOW', currency: '$', ...US_INDICES, unit: 1000, gap: 10, start: 4_200_000, vol: 0.008 },
  { code: 'NASDAQ', name: 'NASDAQ', currency: '$', ...US_INDICES, unit: 500, gap: 10, start: 1_900_000, vol: 0.012 },
  { code: 'SP500', name: 'S&P 500', currency: '$', ...US_INDICES, unit: 100, gap: 10, start: 590_000, vol: 0.009 },
];

/** The demo's round-the-clock instrument (PRACTICE_BINARY on): a simulated index, clearly labelled as practice. */
export const PRACTICE: Instrument = {
  code: 'PRACTICE',
  name: 'Practice index (simulated, every day)',
  currency: '₹',
  open: 0,
  close: 1440,
  everyDay: true,
  unit: 100,
  gap: 5,
  start: 500_000,
  vol: 0.01,
};

/** The settlement run of a price: YES at L wins iff price >= L x unit, i.e. iff floor(price / unit) >= L. */
export function runOf(instrument: Instrument, price: number): number {
  return Math.floor(price / instrument.unit);
}
