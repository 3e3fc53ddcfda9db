import type { Instrument } from './instruments.ts';

/** How many strikes each session quotes: the one nearest the price and two either side. */
export const STRIKES = 5;
const RATE_STEP = 5;

export interface LineQuote {
  line: number;
  yesRate: number;
  noRate: number;
}

/** Standard normal cumulative distribution (Abramowitz and Stegun 26.2.17; error below 1e-7). */
function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const d = 0.3989423 * Math.exp((-z * z) / 2);
  const tail = d * t * (0.3193815 + t * (-0.3565638 + t * (1.781478 + t * (-1.821256 + t * 1.330274))));
  return z > 0 ? 1 - tail : tail;
}

/**
 * The session's lines at a price (hundredths): whole prices every `step` points around it, so
 * they move in steps of `step` as the price moves (like a fancy's runs line). Each line's rates come from the
 * chance that the price ends at or above it, given the volatility left until the close, with
 * the house's margin on both sides, in steps of 5 so a small move does not requote. Rates are
 * per 100 as fancy rates: YES wins stake x yes/100, NO loses stake x no/100.
 */
export function binaryLines(instrument: Instrument, price: number, now: number, opensAt: number, closesAt: number): LineQuote[] {
  const centre = Math.round(price / 100 / instrument.step) * instrument.step;
  const left = Math.max(closesAt - now, 60_000) / (closesAt - opensAt);
  const sigma = instrument.vol * price * Math.sqrt(left);
  const half = Math.floor(STRIKES / 2);
  return Array.from({ length: STRIKES }, (_, i) => {
    const line = Math.max(0, centre + (i - half) * instrument.step);
    const pYes = Math.min(0.95, Math.max(0.05, 1 - normalCdf((line * 100 - price) / sigma)));
    const fair = (100 * (1 - pYes)) / pYes;
    return {
      line,
      yesRate: Math.max(RATE_STEP, Math.floor((fair * 0.9) / RATE_STEP) * RATE_STEP),
      noRate: Math.ceil((fair * 1.1) / RATE_STEP) * RATE_STEP,
    };
  });
}
