import { DAY_MS, istDay, istDayStart } from '@bx/contract';

/** The site rules: reports look back at most 7 days. */
const MAX_DAYS_BACK = 7;

export type ReportWindow = { ok: true; from: number; to: number } | { ok: false; code: string; message: string };

/** [from, to] days as [start of from, end of to) in IST; rejected when reversed or reaching more than `maxDaysBack` (7) days back. */
export function reportWindow(fromDate: string, toDate: string, now = Date.now(), maxDaysBack = MAX_DAYS_BACK): ReportWindow {
  const from = istDayStart(fromDate);
  const to = istDayStart(toDate) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to)) return { ok: false, code: 'INVALID_DATE', message: 'Dates must be yyyy-MM-dd.' };
  if (to <= from) return { ok: false, code: 'INVALID_DATE_RANGE', message: 'from_date must not be after to_date.' };
  const today = istDayStart(istDay(now));
  if (from < today - maxDaysBack * DAY_MS) {
    return {
      ok: false,
      code: 'DATE_RANGE_TOO_OLD',
      message: `Reports go back at most ${maxDaysBack} days: choose a from_date on or after ${istDay(today - maxDaysBack * DAY_MS)}.`,
    };
  }
  return { ok: true, from, to };
}
