import type { Instrument } from './instruments.ts';

/**
 * Where instrument prices come from. The binary service asks it for the price now and, after a
 * session's close, for that session's settlement price; it never writes prices itself. A real
 * market-data adapter implements the same two methods: keep the last traded price per
 * instrument as ticks arrive (null outside hours or when stale) and the exchange's official
 * settlement price per day (null until published: the session then waits, and is voided if none
 * comes; see docs/binary-matka.md). Prices are integers in hundredths of the quote currency.
 */
export interface InstrumentFeed {
  /** The price at `now`, or null when the instrument is not trading (outside its IST hours, weekends). */
  priceAt(instrument: Instrument, now: number): number | null;
  /** The settlement price of the session of IST day `day`, fixed at its close; null when there is none. */
  settlementPrice(instrument: Instrument, day: string): number | null;
}
