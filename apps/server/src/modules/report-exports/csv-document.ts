import { IST_OFFSET_MS } from '@bx/contract';

/**
 * How a column is written: `text` is defused (a spreadsheet must never run a name as a formula),
 * `money` is rupees with two decimals as the screens show, `date` is India time
 * dd/MM/yyyy HH:mm:ss as the screens show, `number` as it is (odds, runs, ids).
 */
export type CsvKind = 'text' | 'money' | 'date' | 'number';

export interface CsvColumn<R> {
  header: string;
  kind: CsvKind;
  value: (row: R) => unknown;
}

const pad = (n: number) => String(n).padStart(2, '0');

function istDateTime(value: unknown): string {
  const epoch = typeof value === 'number' ? value : Date.parse(String(value));
  if (!Number.isFinite(epoch)) return '';
  const d = new Date(epoch + IST_OFFSET_MS);
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/**
 * One CSV field (RFC 4180 quoting). A text cell starting with = + - @ (or a tab or carriage
 * return, which some spreadsheets skip before reading a formula) gets a leading ' so it stays text.
 */
export function csvCell(value: unknown, kind: CsvKind = 'text'): string {
  if (value === null || value === undefined || value === '') return '';
  let text: string;
  if (kind === 'money') text = Number(value).toFixed(2);
  else if (kind === 'date') text = istDateTime(value);
  else text = String(value);
  if (kind === 'text' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: a byte order mark (so Excel reads UTF-8: ₹ and names), a header line, one line per row, CRLF endings. */
export function csvDocument<R>(columns: CsvColumn<R>[], rows: R[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row), c.kind)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Every page of a paged report query, in order (at most `cap` rows). */
export async function allPages<T>(
  read: (page: number) => Promise<{ data: T[]; total: { total_count: number } }>,
  cap = EXPORT_ROWS,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; rows.length < cap; page++) {
    const { data, total } = await read(page);
    rows.push(...data);
    if (data.length === 0 || rows.length >= total.total_count) break;
  }
  return rows.slice(0, cap);
}

/** The most rows one export carries (as the downline export). */
export const EXPORT_ROWS = 100_000;
