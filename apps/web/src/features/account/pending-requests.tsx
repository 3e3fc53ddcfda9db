import type { PaymentRequestItem } from '@bx/contract';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { usePendingRequests } from './payment-requests-api.ts';

const columns: Column<PaymentRequestItem>[] = [
  { header: 'Date', cell: (r) => formatIst(r.created_at) },
  { header: 'Type', cell: (r) => (r.type === 'DEPOSIT' ? 'Deposit' : 'Withdraw') },
  { header: 'Amount', cell: (r) => formatMoney(r.amount) },
  { header: 'Status', cell: () => 'Pending' },
];

/** Requests the operator has not decided yet. */
export function PendingRequests() {
  const pending = usePendingRequests();
  if (pending.isPending) return <Loading />;
  if (pending.error) return <p role="alert">{pending.error.message}</p>;
  if (pending.data.length === 0) return <p className="account-note">You have no pending requests.</p>;
  return (
    <DataTable className="pending-list" caption="Pending requests" columns={columns} rows={pending.data} rowKey={(r) => r.request_id} />
  );
}
