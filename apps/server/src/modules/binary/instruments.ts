/**
 * The instruments of casino.md section 6 with their IST trading hours (minutes after midnight;
 * a close of 1440 is midnight). `name` is the design's name (fixed: the wire's `instrument`),
 * `code` a URL-safe key for routes and storage. Prices are integers in hundredths of the quote
 * currency; a line is a whole price (NIFTY 24000): YES at line L wins when the settlement price
 * is at least L. `step` is the distance between strikes in whole price points, `start` the
 * simulated feed's base price and `vol` its daily volatility.
 */
export interface Instrument {
  code: string;
  name: string;
  description: string;
  currency: '₹' | '$';
  open: number;
  close: number;
  /**
   * Weekdays only, or every day. The spec gives "Mon-Fri" to the index stocks alone ("index stocks
   * 10:00-14:30 Mon-Fri; gold, silver, crude 11:30-22:30; US indices 19:30-24:00"), so the
   * commodities and the US indices open at weekends too, as the demo's practice instrument does.
   */
  everyDay: boolean;
  step: number;
  start: number;
  vol: number;
}

const INDEX_STOCKS = { currency: '₹', open: 600, close: 870, everyDay: false } as const;
const COMMODITIES = { currency: '₹', open: 690, close: 1350, everyDay: true } as const;
const US_INDICES = { currency: '$', open: 1170, close: 1440, everyDay: true } as const;

export const INSTRUMENTS: readonly Instrument[] = [
  { code: 'NIFTY', name: 'NIFTY', description: 'NIFTY near month', ...INDEX_STOCKS, step: 50, start: 2_400_000, vol: 0.008 },
  { code: 'BANKNIFTY', name: 'BANKNIFTY', description: 'BANKNIFTY near month', ...INDEX_STOCKS, step: 100, start: 5_100_000, vol: 0.01 },
  { code: 'AXIS', name: 'AXIS', description: 'AXIS Bank near month', ...INDEX_STOCKS, step: 5, start: 110_000, vol: 0.015 },
  { code: 'ICICI', name: 'ICICI', description: 'ICICI Bank near month', ...INDEX_STOCKS, step: 5, start: 125_000, vol: 0.015 },
  { code: 'RELIANCE', name: 'RELIANCE', description: 'RELIANCE near month', ...INDEX_STOCKS, step: 10, start: 290_000, vol: 0.012 },
  { code: 'SBI', name: 'SBI', description: 'SBI near month', ...INDEX_STOCKS, step: 5, start: 80_000, vol: 0.015 },
  { code: 'TATASTEEL', name: 'TATASTEEL', description: 'TATASTEEL near month', ...INDEX_STOCKS, step: 1, start: 15_000, vol: 0.02 },
  { code: 'GOLD', name: 'GOLD', description: 'GOLD near month (₹ per 10 g)', ...COMMODITIES, step: 100, start: 7_200_000, vol: 0.008 },
  { code: 'SILVER', name: 'SILVER', description: 'SILVER near month (₹ per kg)', ...COMMODITIES, step: 250, start: 8_800_000, vol: 0.015 },
  { code: 'CRUDE', name: 'CRUDE', description: 'CRUDE near month (₹ per barrel)', ...COMMODITIES, step: 20, start: 590_000, vol: 0.02 },
  {
    code: 'COMEXCRUDE',
    name: 'COMEX CRUDE',
    description: 'COMEX CRUDE near month ($ per barrel)',
    ...US_INDICES,
    step: 1,
    start: 7000,
    vol: 0.02,
  },
  { code: 'DOW', name: 'DOW', description: 'DOW near month', ...US_INDICES, step: 100, start: 4_200_000, vol: 0.008 },
  { code: 'NASDAQ', name: 'NASDAQ', description: 'NASDAQ near month', ...US_INDICES, step: 50, start: 1_900_000, vol: 0.012 },
  { code: 'SP500', name: 'S&P', description: 'S&P 500 near month', ...US_INDICES, step: 10, start: 590_000, vol: 0.009 },
];

/** The demo's round-the-clock instrument (SEED_DEMO on): a simulated index, clearly labelled as practice. */
export const PRACTICE: Instrument = {
  code: 'PRACTICE',
  name: 'PRACTICE',
  description: 'Practice index (simulated, every day)',
  currency: '₹',
  open: 0,
  close: 1440,
  everyDay: true,
  step: 5,
  start: 500_000,
  vol: 0.01,
};

/** The settlement result of a price (hundredths): its whole points, so YES at L wins iff price >= L. */
export function resultOf(price: number): number {
  return Math.floor(price / 100);
}
