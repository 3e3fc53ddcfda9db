const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** [start, end) in epoch ms of the IST calendar days from..to (yyyy-MM-dd, inclusive). */
export function istDayRange(fromDate: string, toDate: string): { start: number; end: number } {
  const start = Date.parse(`${fromDate}T00:00:00Z`) - IST_OFFSET_MS;
  const end = Date.parse(`${toDate}T00:00:00Z`) - IST_OFFSET_MS + DAY_MS;
  return { start, end };
}
