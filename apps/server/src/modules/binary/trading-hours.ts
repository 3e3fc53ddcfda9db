import { DAY_MS, MINUTE_MS, istDay, istDayStart } from '@bx/contract';
import type { Instrument } from './instruments.ts';

/** One trading session of an instrument: its IST day and its exact open and close instants. */
export interface SessionWindow {
  day: string;
  opensAt: number;
  closesAt: number;
}

function windowOf(instrument: Instrument, day: string): SessionWindow | null {
  // The weekday of an IST calendar day, read from the day itself: the machine's zone never enters.
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (!instrument.everyDay && (weekday === 0 || weekday === 6)) return null;
  const start = istDayStart(day);
  return { day, opensAt: start + instrument.open * MINUTE_MS, closesAt: start + instrument.close * MINUTE_MS };
}

/** The session trading at `now` (open <= now < close), or null. */
export function openSession(instrument: Instrument, now: number): SessionWindow | null {
  const w = windowOf(instrument, istDay(now));
  return w && now >= w.opensAt && now < w.closesAt ? w : null;
}

/** The next session to open strictly after `now` (at most a week ahead). */
export function nextSession(instrument: Instrument, now: number): SessionWindow {
  for (let d = 0; d <= 7; d++) {
    const w = windowOf(instrument, istDay(now + d * DAY_MS));
    if (w && w.opensAt > now) return w;
  }
  throw new Error(`${instrument.code} has no session within a week`);
}
