import type { Key, ReactNode } from 'react';
import { EmptyRow } from './empty-row.tsx';
import './data-table.css';

export interface Column<T> {
  /** Header text; an empty header (an actions column) names itself through ariaLabel. */
  header: string;
  ariaLabel?: string;
  cell(row: T): ReactNode;
  /** Class of the cell: fixed, or from the row (a status colour, a credit or debit). */
  className?: string | ((row: T) => string);
}

interface DataTableProps<T> {
  columns: readonly Column<T>[];
  /** undefined while the first answer is on its way. */
  rows: readonly T[] | undefined;
  rowKey(row: T, index: number): Key;
  rowClassName?(row: T): string | undefined;
  className?: string;
  caption?: string;
  /** Rows after the data and inside the body, such as a newest-first statement's opening balance. */
  trailingRows?: ReactNode;
  /** Rows below the data, such as a report's total. */
  footer?: ReactNode;
  isLoading?: boolean;
  error?: Error | null;
}

/** A scrollable table of rows under column headers, with the loading, error and empty row built in. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  className = 'report-table',
  caption,
  trailingRows,
  footer,
  isLoading,
  error,
}: DataTableProps<T>) {
  return (
    <div className="table-wrap">
      <table className={className}>
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={c.header || i} scope="col" aria-label={c.ariaLabel}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row, i) => (
            <tr key={rowKey(row, i)} className={rowClassName?.(row)}>
              {columns.map((c, j) => (
                <td key={c.header || j} className={typeof c.className === 'function' ? c.className(row) : c.className}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {trailingRows}
          <EmptyRow columns={columns.length} isLoading={isLoading} error={error} isEmpty={rows?.length === 0} />
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  );
}
