/**
 * Time in one place for the server and the web app. India Standard Time is UTC+5:30 all year
 * (no daylight saving), so a fixed shift is exact: report days, statement windows and the dates
 * the customer sees are India days whatever the server's or the browser's zone.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const IST_OFFSET_MS = 330 * MINUTE_MS;

/** The calendar day in India of an instant, yyyy-MM-dd. */
export function istDay(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Start of a yyyy-MM-dd day in India, epoch ms (NaN for a malformed day). */
export function istDayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS;
}

/** [start, end) in epoch ms of the India calendar days from..to (yyyy-MM-dd, inclusive). */
export function istDayRange(fromDay: string, toDay: string): { start: number; end: number } {
  return { start: istDayStart(fromDay), end: istDayStart(toDay) + DAY_MS };
}
