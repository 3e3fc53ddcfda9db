import { HOUR_MS, IST_OFFSET_MS, MINUTE_MS, istDay, istDayStart } from '@bx/contract';

/**
 * The matka markets: daily ones with an open and a close draw at fixed IST times, and the
 * demo's hourly starline (one draw on the hour: single and panna bets only).
 */
export interface MatkaMarket {
  code: string;
  name: string;
  /** IST minutes after midnight of the open and close draws (daily markets). */
  open: number;
  close: number;
  hourly: boolean;
}

export const MATKA_MARKETS: readonly MatkaMarket[] = [
  { code: 'KALYAN_MORNING', name: 'Kalyan Morning', open: 11 * 60, close: 12 * 60, hourly: false },
  { code: 'MILAN_DAY', name: 'Milan Day', open: 15 * 60, close: 17 * 60, hourly: false },
  { code: 'RAJDHANI_NIGHT', name: 'Rajdhani Night', open: 21 * 60 + 30, close: 23 * 60 + 30, hourly: false },
  { code: 'STARLINE', name: 'Starline (hourly)', open: 0, close: 0, hourly: true },
];

/** One draw of a market: its key, open draw time and close draw time (null for the starline). */
export interface DrawSlot {
  key: string;
  openAt: number;
  closeAt: number | null;
}

/** The draws a market offers around `now`: today's and tomorrow's (daily), the next two hours' (starline). */
export function upcomingSlots(market: MatkaMarket, now: number): DrawSlot[] {
  if (market.hourly) {
    // IST is UTC+5:30: its hours start at half past a UTC hour.
    const hour = Math.floor((now + IST_OFFSET_MS) / HOUR_MS) * HOUR_MS - IST_OFFSET_MS;
    return [hour + HOUR_MS, hour + 2 * HOUR_MS].map((openAt) => ({
      key: new Date(openAt + IST_OFFSET_MS).toISOString().slice(0, 13),
      openAt,
      closeAt: null,
    }));
  }
  return [istDay(now), istDay(now + 24 * HOUR_MS)].map((day) => ({
    key: day,
    openAt: istDayStart(day) + market.open * MINUTE_MS,
    closeAt: istDayStart(day) + market.close * MINUTE_MS,
  }));
}
