import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentRequestItem, PaymentRequestsPage } from '@bx/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { apiPost } from '../../lib/api-client.ts';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { ReportPager } from './report-pager.tsx';
import { TableMessage } from './table-message.tsx';
import { freshReport, unwrap } from './unwrap.ts';
import './reports.css';

const statusLabel = { PENDING: 'Pending', APPROVED: 'Approved', REJECTED: 'Rejected' } as const;

const details = (r: PaymentRequestItem) => (r.type === 'DEPOSIT' ? `UTR ${r.reference ?? ''}` : `${r.bank_name ?? ''} ${r.account_number ? `••••${r.account_number.slice(-4)}` : ''}`);

/** report/payment-withdraw: the customer's deposit and withdrawal requests and what became of them. */
export function PaymentStatementPage() {
  const [page, setPage] = useState(1);
  const requests = useQuery({
    queryKey: ['reports', 'payment-requests', page],
    queryFn: () => unwrap(apiPost<PaymentRequestsPage>('payment/getRequests', { page })),
    ...freshReport,
  });
  return (
    <div className="report-page">
      <PageTitle>Payment Statement</PageTitle>
      <div className="report-table-wrap">
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Type</th>
              <th scope="col">Amount</th>
              <th scope="col">Details</th>
              <th scope="col">Status</th>
              <th scope="col">Remark</th>
            </tr>
          </thead>
          <tbody>
            {requests.data?.data.map((r) => (
              <tr key={r.request_id}>
                <td>{formatIst(r.created_at)}</td>
                <td>{r.type === 'DEPOSIT' ? 'Deposit' : 'Withdraw'}</td>
                <td className="num">{formatMoney(r.amount)}</td>
                <td>{details(r)}</td>
                <td className={`status-${r.status.toLowerCase()}`}>{statusLabel[r.status]}</td>
                <td>{r.remark ?? ''}</td>
              </tr>
            ))}
            <TableMessage columns={6} isLoading={requests.isPending} error={requests.error} isEmpty={requests.data?.data.length === 0} />
          </tbody>
        </table>
      </div>
      {requests.data && <ReportPager page={page} totalCount={requests.data.total.total_count} limit={requests.data.limit} onPage={setPage} />}
    </div>
  );
}
