import type { PaymentStatus } from '@bx/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { Pager } from './pager.tsx';
import { usePaymentDecision, usePaymentQueue } from './reports-api.ts';

type Request = NonNullable<ReturnType<typeof usePaymentQueue>['data']>['data'][number];

const detailsOf = (r: Request) =>
  r.type === 'DEPOSIT' ? `UTR ${r.reference ?? ''}` : [r.account_holder, r.bank_name, r.account_number, r.ifsc].filter(Boolean).join(' · ');

/** The customers' deposit and withdraw requests (admin/payment/*), pending first by default, approved or rejected here. */
export function PaymentQueueView() {
  const [status, setStatus] = useState<PaymentStatus | ''>('PENDING');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = usePaymentQueue({ page, ...(status ? { status } : {}) });
  const decide = usePaymentDecision();
  const columns: Column<Request>[] = [
    { header: 'Requested', cell: (r) => formatIst(r.created_at) },
    { header: 'User', cell: (r) => r.user_name },
    { header: 'Type', cell: (r) => (r.type === 'DEPOSIT' ? 'Deposit' : 'Withdraw') },
    { header: 'Amount', cell: (r) => formatMoney(r.amount) },
    { header: 'Details', cell: detailsOf },
    { header: 'Status', cell: (r) => r.status },
    {
      header: '',
      ariaLabel: 'Decision',
      cell: (r) =>
        r.status === 'PENDING' && (
          <span className="reports-actions">
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ request_id: r.request_id, approve: true })}
              aria-label={`Approve request ${r.request_id}`}
            >
              Approve
            </button>
            <button
              type="button"
              disabled={decide.isPending}
              onClick={() => decide.mutate({ request_id: r.request_id, approve: false })}
              aria-label={`Reject request ${r.request_id}`}
            >
              Reject
            </button>
          </span>
        ),
    },
  ];
  return (
    <section className="reports-card" aria-label="Payment requests">
      <div className="console-tools">
        <label>
          Status
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              setPage(1);
            }}
          >
            <option value="PENDING">Pending</option>
            <option value="APPROVED">Approved</option>
            <option value="REJECTED">Rejected</option>
            <option value="">All</option>
          </select>
        </label>
      </div>
      {decide.error && (
        <p className="negative" role="alert">
          {decide.error.message}
        </p>
      )}
      <DataTable
        caption="Payment requests"
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r.request_id}
        isLoading={isLoading}
        error={error}
      />
      <Pager page={page} total={data?.total.total_count ?? 0} pageSize={data?.limit ?? 20} onPage={setPage} />
    </section>
  );
}
