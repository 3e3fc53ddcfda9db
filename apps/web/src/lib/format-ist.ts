import { IST_OFFSET_MS } from '@bx/contract';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date whose UTC fields read as the wall clock in India, whatever the browser's zone. */
function istClock(value: string | number | Date): Date | null {
  const epoch = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(epoch) ? new Date(epoch + IST_OFFSET_MS) : null;
}

/** dd/MM/yyyy HH:mm:ss in UTC+5:30 (spec: search results and match dates); '' for a missing or bad date. */
export function formatIst(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = istClock(value);
  if (!d) return '';
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** dd/MM/yyyy in UTC+5:30, the day alone (a matka draw's); '' for a missing or bad date. */
export function formatIstDay(value: string | number | Date | null | undefined): string {
  return formatIst(value).slice(0, 10);
}

/** HH:mm in UTC+5:30, for race times. */
export function formatIstTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const d = istClock(value);
  return d ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}
