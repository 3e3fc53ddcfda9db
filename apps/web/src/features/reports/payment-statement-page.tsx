import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentRequestItem } from '@bx/contract';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { api } from '../../lib/api-client.ts';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { ReportPager } from './report-pager.tsx';
import { freshReport, unwrap } from './unwrap.ts';
import './reports.css';

const statusLabel = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

const details = (r: PaymentRequestItem) =>
  r.type === 'DEPOSIT' ? `UTR ${r.reference ?? ''}` : `${r.bank_name ?? ''} ${r.account_number ? `••••${r.account_number.slice(-4)}` : ''}`;

const columns: Column<PaymentRequestItem>[] = [
  { header: 'Date', cell: (r) => formatIst(r.created_at) },
  { header: 'Type', cell: (r) => (r.type === 'DEPOSIT' ? 'Deposit' : 'Withdraw') },
  { header: 'Amount', cell: (r) => formatMoney(r.amount), className: 'num' },
  { header: 'Details', cell: details },
  { header: 'Status', cell: (r) => statusLabel[r.status], className: (r) => `status-${r.status.toLowerCase()}` },
  { header: 'Remark', cell: (r) => r.remark ?? '' },
];

/** report/payment-withdraw: the customer's deposit and withdrawal requests and what became of them. */
export function PaymentStatementPage() {
  const [page, setPage] = useState(1);
  const requests = useQuery({
    queryKey: ['reports', 'payment-requests', page],
    queryFn: () => unwrap(api.payment.getRequests({ page })),
    ...freshReport,
  });
  return (
    <div className="report-page">
      <PageTitle>Payment Statement</PageTitle>
      <DataTable
        columns={columns}
        rows={requests.data?.data}
        rowKey={(r) => r.request_id}
        isLoading={requests.isPending}
        error={requests.error}
      />
      <ReportPager page={page} data={requests.data} onPage={setPage} />
    </div>
  );
}
