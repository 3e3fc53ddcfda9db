const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
/** The site rules: reports look back at most 7 days. */
export const MAX_DAYS_BACK = 7;

/** Start of a yyyy-MM-dd day in India (UTC+5:30), epoch ms. */
function dayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - IST_OFFSET_MS;
}

export type ReportWindow = { ok: true; from: number; to: number } | { ok: false; code: string; message: string };

/** [from, to] days as [start of from, end of to) in IST; rejected when reversed or reaching more than 7 days back. */
export function reportWindow(fromDate: string, toDate: string, now = Date.now()): ReportWindow {
  const from = dayStart(fromDate);
  const to = dayStart(toDate) + DAY_MS;
  if (Number.isNaN(from) || Number.isNaN(to)) return { ok: false, code: 'INVALID_DATE', message: 'Dates must be yyyy-MM-dd.' };
  if (to <= from) return { ok: false, code: 'INVALID_DATE_RANGE', message: 'from_date must not be after to_date.' };
  const today = dayStart(new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10));
  if (from < today - MAX_DAYS_BACK * DAY_MS) {
    return { ok: false, code: 'DATE_RANGE_TOO_OLD', message: `Reports go back at most ${MAX_DAYS_BACK} days: choose a from_date on or after ${new Date(today - MAX_DAYS_BACK * DAY_MS + IST_OFFSET_MS).toISOString().slice(0, 10)}.` };
  }
  return { ok: true, from, to };
}
