import type { DownlineRow } from '@bx/contract';

const COLUMNS: (keyof DownlineRow)[] = [
  'user_id',
  'user_name',
  'role',
  'credit_reference',
  'balance',
  'exposure',
  'available',
  'profit_loss',
  'user_lock',
  'bet_lock',
  'partnership',
  'exposure_limit',
];

/** RFC 4180 quoting; a leading = + - @ is defused so a spreadsheet never runs a user name as a formula. */
function cell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The downline rows as CSV, one header line and one line per row. */
export function downlineCsv(rows: DownlineRow[]): string {
  return [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}
