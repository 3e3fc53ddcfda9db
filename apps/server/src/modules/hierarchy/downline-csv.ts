import type { DownlineRow } from '@bx/contract';
import { csvCell } from '../report-exports/csv-document.ts';

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

/** The downline rows as CSV, one header line and one line per row. */
export function downlineCsv(rows: DownlineRow[]): string {
  return (
    [COLUMNS.join(','), ...rows.map((r) => COLUMNS.map((c) => csvCell(r[c], typeof r[c] === 'string' ? 'text' : 'number')).join(','))].join(
      '\r\n',
    ) + '\r\n'
  );
}
