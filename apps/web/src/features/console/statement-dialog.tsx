import type { DownlineRow, StatementRow } from '@bx/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { queryWindow } from '../../lib/date-window.ts';
import { useDownlineStatement } from './console-api.ts';
import { DownloadCsvButton } from '../../components/ui/download-csv-button.tsx';

interface StatementDialogProps {
  /** The downline user whose statement is shown; null closes the dialog. */
  user: DownlineRow | null;
  onClose(): void;
}

const PAGE_SIZE = 20;
const amount = (v: number) => (v ? formatMoney(v) : '');
const columns: Column<StatementRow>[] = [
  { header: 'Date', cell: (r) => formatIst(r.date) },
  { header: 'Description', cell: (r) => r.description },
  { header: 'Credit', cell: (r) => amount(r.credit), className: 'num credit' },
  { header: 'Debit', cell: (r) => amount(r.debit), className: 'num debit' },
  { header: 'Balance', cell: (r) => formatMoney(r.balance), className: 'num' },
];

/** A downline user's account statement over the report window (the last 7 days), newest first, paged. */
export function StatementDialog({ user, onClose }: StatementDialogProps) {
  const [page, setPage] = useState(1);
  const { min, max } = queryWindow();
  const statement = useDownlineStatement(
    user ? { user_id: user.user_id, page, limit: PAGE_SIZE, account_type: 'All', from_date: min, to_date: max } : null,
  );
  const pages = statement.data ? Math.max(1, Math.ceil(statement.data.total.total_count / PAGE_SIZE)) : 1;
  const close = () => {
    setPage(1);
    onClose();
  };

  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && close()} title={`Statement: ${user?.user_name ?? ''}`} size="large">
      <p>
        {min} to {max}
      </p>
      {user && (
        <DownloadCsvButton
          download={{
            path: 'admin/report/export',
            query: { report: 'statement', user_id: user.user_id, account_type: 'All', from_date: min, to_date: max },
          }}
        />
      )}
      <DataTable
        columns={columns}
        rows={statement.data?.data}
        rowKey={(r, i) => `${r.date}-${i}`}
        caption="Account statement"
        isLoading={statement.isLoading}
        error={statement.error}
      />
      <nav className="report-pager" aria-label="Statement pages">
        <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </nav>
    </Modal>
  );
}
