import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import type { StatementPage } from './account-statement-api.ts';
import './statement-table.css';

interface StatementTableProps {
  page: StatementPage | undefined;
  /** The page shown, from 1: the opening balance ends the last page. */
  pageNumber: number;
  isLoading: boolean;
  error: Error | null;
}

type StatementRow = StatementPage['data'][number];

const amount = (v: number) => (v ? formatMoney(v) : '');
/** A running balance below zero (a rollback after a payout) keeps its sign and is marked. */
const balanceClass = (v: number) => (v < 0 ? 'num balance-owed' : 'num');

const columns: Column<StatementRow>[] = [
  { header: 'Date', cell: (r) => formatIst(r.date) },
  { header: 'Description', cell: (r) => r.description },
  { header: 'Credit', cell: (r) => amount(r.credit), className: 'num credit' },
  { header: 'Debit', cell: (r) => amount(r.debit), className: 'num debit' },
  { header: 'Balance', cell: (r) => formatMoney(r.balance), className: (r) => balanceClass(r.balance) },
];

/** The statement newest first, so the opening balance (the balance before the oldest line) comes after the oldest line. */
export function StatementTable({ page, pageNumber, isLoading, error }: StatementTableProps) {
  const rows = page?.data;
  const isLastPage = page !== undefined && pageNumber * page.limit >= page.total.total_count;
  const opening = page && isLastPage && page.data.length > 0 && (
    <tr className="opening-row">
      <td />
      <td>Opening Balance</td>
      <td />
      <td />
      <td className={balanceClass(page.opening)}>{formatMoney(page.opening)}</td>
    </tr>
  );
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r, i) => `${r.date}-${i}`}
      trailingRows={opening}
      isLoading={isLoading}
      error={error}
    />
  );
}
