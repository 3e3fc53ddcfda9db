import { DAY_MS, istDay } from '@bx/contract';

/** Site rules: bet history and statements can be queried for the last 7 days (today and 6 before). */
const QUERY_WINDOW_DAYS = 7;

export interface DateWindow {
  /** Earliest day that may be asked for, yyyy-MM-dd (IST). */
  min: string;
  /** Today in India, yyyy-MM-dd. */
  max: string;
}

export function queryWindow(now: number = Date.now()): DateWindow {
  return { min: istDay(now - (QUERY_WINDOW_DAYS - 1) * DAY_MS), max: istDay(now) };
}

/** yyyy-MM-dd as the tables show days, dd/MM/yyyy: one date format on the screen. */
const shown = (day: string) => day.split('-').reverse().join('/');

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));

/** Why a from/to pair cannot be queried, or null when it is inside the window and in order. */
export function rangeError(from: string, to: string, now: number = Date.now()): string | null {
  if (!isDay(from) || !isDay(to)) return 'Choose both a From and a To date.';
  const { min, max } = queryWindow(now);
  // yyyy-MM-dd strings compare in calendar order.
  if (from < min || to < min) return `Statements go back ${QUERY_WINDOW_DAYS} days: choose dates from ${shown(min)} to ${shown(max)}.`;
  if (from > max || to > max) return `Dates cannot be after today (${shown(max)}).`;
  if (from > to) return 'The From date must not be after the To date.';
  return null;
}
