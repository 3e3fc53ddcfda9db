import { createHmac } from 'node:crypto';
import { Prng } from '../../simulator/prng.ts';
import type { Instrument } from './instruments.ts';
import type { InstrumentFeed } from './instrument-feed.ts';
import { openSession, type SessionWindow } from './trading-hours.ts';
import { istDayStart } from '@bx/contract';

/** The simulated price moves once per step. */
export const STEP_MS = 5000;

/**
 * The default feed: per instrument and day, a random walk from a day's opening price around the
 * instrument's base, each step's move scaled so the day's moves have the instrument's own
 * volatility. Randomness is a seeded generator whose seed is HMAC(seed, instrument and day)
 * (node:crypto, no unseeded randomness), so a seed gives the same prices on every machine and run, and one day's
 * path says nothing about another's. Prices exist only inside the hours; the
 * settlement price is the last step's price, fixed at the close.
 */
export class SimulatedFeed implements InstrumentFeed {
  private readonly paths = new Map<string, number[]>();

  constructor(private readonly seed: number) {}

  priceAt(instrument: Instrument, now: number): number | null {
    const w = openSession(instrument, now);
    if (!w) return null;
    return this.path(instrument, w)[Math.floor((now - w.opensAt) / STEP_MS)]!;
  }

  settlementPrice(instrument: Instrument, day: string): number | null {
    const w = dayWindow(instrument, day);
    if (!w) return null;
    const path = this.path(instrument, w);
    return path[path.length - 1]!;
  }

  private path(instrument: Instrument, w: SessionWindow): number[] {
    const key = `${instrument.code}:${w.day}`;
    const known = this.paths.get(key);
    if (known) return known;
    const rng = new Prng(createHmac('sha256', String(this.seed)).update(key).digest().readUInt32BE(0));
    const normal = () => rng.normal();
    const steps = Math.ceil((w.closesAt - w.opensAt) / STEP_MS);
    const stepVol = instrument.vol / Math.sqrt(steps);
    let price = instrument.start * Math.exp(2 * instrument.vol * normal());
    const path: number[] = [];
    for (let i = 0; i <= steps; i++) {
      path.push(Math.round(price));
      price *= Math.exp(stepVol * normal());
    }
    // Old days are not asked for again: keep the cache small.
    if (this.paths.size > 64) this.paths.clear();
    this.paths.set(key, path);
    return path;
  }
}

function dayWindow(instrument: Instrument, day: string): SessionWindow | null {
  const opensAt = istDayStart(day) + instrument.open * 60_000;
  const w = openSession(instrument, opensAt);
  return w && w.day === day ? w : null;
}
