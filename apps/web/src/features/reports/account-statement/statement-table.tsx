import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { TableMessage } from '../table-message.tsx';
import type { StatementPage } from './account-statement-api.ts';

interface StatementTableProps {
  page: StatementPage | undefined;
  /** The opening balance row heads the first page only. */
  showOpening: boolean;
  isLoading: boolean;
  error: Error | null;
}

const amount = (v: number) => (v ? formatMoney(v) : '');

export function StatementTable({ page, showOpening, isLoading, error }: StatementTableProps) {
  const rows = page?.data ?? [];
  return (
    <div className="report-table-wrap">
      <table className="report-table">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Credit</th>
            <th scope="col">Debit</th>
            <th scope="col">Balance</th>
          </tr>
        </thead>
        <tbody>
          {page && showOpening && rows.length > 0 && (
            <tr className="opening-row">
              <td />
              <td>Opening Balance</td>
              <td />
              <td />
              <td className="num">{formatMoney(page.opening)}</td>
            </tr>
          )}
          {rows.map((row, i) => (
            <tr key={`${row.date}-${i}`}>
              <td>{formatIst(row.date)}</td>
              <td>{row.description}</td>
              <td className="num credit">{amount(row.credit)}</td>
              <td className="num debit">{amount(row.debit)}</td>
              <td className="num">{formatMoney(row.balance)}</td>
            </tr>
          ))}
          <TableMessage columns={5} isLoading={isLoading} error={error} isEmpty={!!page && rows.length === 0} />
        </tbody>
      </table>
    </div>
  );
}
