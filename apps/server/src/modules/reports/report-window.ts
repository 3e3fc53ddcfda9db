import { DAY_MS, istDay, istDayStart } from '@bx/contract';

/** The site rules: reports look back at most 7 days. */
const MAX_DAYS_BACK = 7;

export type ReportWindow = { ok: true; from: number; to: number } | { ok: false; code: string; message: string };

/**
 * [from, to] days as [start of from, end of to) in IST; rejected when reversed or reaching more
 * than `maxDaysBack` (7) days back.
 *
 * From 18:30 to midnight UTC, India's calendar is a day ahead of UTC's, and a caller that dates
 * its "today" by UTC (a script, a browser set to UTC) would be refused its last seven days and
 * miss what it did this evening. So "today" is either calendar's: the window may reach seven days
 * back from the UTC day, and a to_date on or after the UTC day reaches up to now. An India caller
 * asking for a past day gets that day exactly.
 */
export function reportWindow(fromDate: string, toDate: string, now = Date.now(), maxDaysBack = MAX_DAYS_BACK): ReportWindow {
  const from = istDayStart(fromDate);
  const to = istDayStart(toDate) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to)) return { ok: false, code: 'INVALID_DATE', message: 'Dates must be yyyy-MM-dd.' };
  if (to <= from) return { ok: false, code: 'INVALID_DATE_RANGE', message: 'from_date must not be after to_date.' };
  const utcToday = new Date(now).toISOString().slice(0, 10);
  const oldest = istDayStart(utcToday) - maxDaysBack * DAY_MS;
  if (from < oldest) {
    return {
      ok: false,
      code: 'DATE_RANGE_TOO_OLD',
      message: `Reports go back at most ${maxDaysBack} days: choose a from_date on or after ${istDay(oldest)}.`,
    };
  }
  return { ok: true, from, to: toDate >= utcToday ? Math.max(to, now + 1) : to };
}
