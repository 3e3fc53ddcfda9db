import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { BetHistoryView } from './bet-history-view.tsx';
import { DateRangeFields, lastWeek } from './date-range-fields.tsx';
import { PaymentQueueView } from './payment-queue-view.tsx';
import { ProfitLossView } from './profit-loss-view.tsx';
import './reports.css';

type View = 'pl' | 'bets' | 'payments';

/**
 * The console's Reports tab: P/L (by downline or market, with the daily chart) and the bet
 * history over one date range, and for admins the deposit/withdraw queue (admin/payment/* are
 * admin calls: a master or agent would only be refused).
 */
export function ReportsPage() {
  const isAdmin = useAuthStore((s) => s.userInfo?.role === 'admin');
  const [view, setView] = useState<View>('pl');
  const [range, setRange] = useState(lastWeek);
  const views: { value: View; label: string }[] = [
    { value: 'pl', label: 'P/L' },
    { value: 'bets', label: 'Bet history' },
    ...(isAdmin ? [{ value: 'payments' as const, label: 'Payments' }] : []),
  ];
  return (
    <div className="reports-page">
      <div className="reports-tabs" role="tablist" aria-label="Reports">
        {views.map((v) => (
          <button key={v.value} type="button" role="tab" aria-selected={view === v.value} onClick={() => setView(v.value)}>
            {v.label}
          </button>
        ))}
      </div>
      {view !== 'payments' && (
        <div className="console-tools">
          <DateRangeFields range={range} onChange={setRange} />
        </div>
      )}
      {view === 'pl' && <ProfitLossView range={range} />}
      {view === 'bets' && <BetHistoryView range={range} />}
      {view === 'payments' && isAdmin && <PaymentQueueView />}
    </div>
  );
}
