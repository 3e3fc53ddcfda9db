import { Loading } from '../../components/ui/loading.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { usePendingRequests } from './payment-requests-api.ts';

/** Requests the operator has not decided yet. */
export function PendingRequests() {
  const pending = usePendingRequests();
  if (pending.isPending) return <Loading />;
  if (pending.error) return <p role="alert">{pending.error.message}</p>;
  if (pending.data.length === 0) return <p className="account-note">You have no pending requests.</p>;
  return (
    <table className="pending-list">
      <caption>Pending requests</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Type</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {pending.data.map((r) => (
          <tr key={r.request_id}>
            <td>{formatIst(r.created_at)}</td>
            <td>{r.type === 'DEPOSIT' ? 'Deposit' : 'Withdraw'}</td>
            <td>{formatMoney(r.amount)}</td>
            <td>Pending</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
