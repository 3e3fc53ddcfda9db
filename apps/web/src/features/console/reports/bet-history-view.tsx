import type { RiskBet } from '@bx/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { betColumns } from '../bet-columns.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { lapseReasonText } from '../../../lib/lapse-reason.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import type { DateRange } from './date-range-fields.tsx';
import { Pager } from './pager.tsx';
import { useReportBets, type ReportBetsQuery } from './reports-api.ts';
import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';

const pageSize = 25;

type Tab = NonNullable<ReportBetsQuery['status']>;
const tabs: { value: Tab; label: string }[] = [
  { value: 'settled', label: 'Settled' },
  { value: 'voided', label: 'Voided' },
  { value: 'cancelled', label: 'Cancelled' },
];

const columns: Column<RiskBet>[] = [
  ...betColumns,
  // A lapsed bet says why (exchange-rules: lapse reasons are recorded).
  { header: 'Status', cell: (b) => (b.lapse_reason ? `${b.bet_status}: ${lapseReasonText(b.lapse_reason)}` : b.bet_status) },
  { header: 'Customer P/L', cell: (b) => (b.profit_loss === null ? '—' : formatMoney(b.profit_loss)) },
];

/** The downline's finished bets placed in the range, one tab per way a bet ends, with a user name search. */
export function BetHistoryView({ range }: { range: DateRange }) {
  const [tab, setTab] = useState<Tab>('settled');
  const [userName, setUserName] = useState('');
  const [page, setPage] = useState(1);
  const typed = useDebouncedValue(userName.trim(), 300);
  const { data, isLoading, error } = useReportBets({
    ...range,
    status: tab,
    page,
    limit: pageSize,
    ...(typed ? { user_name: typed } : {}),
  });
  return (
    <section className="reports-card" aria-label="Bet history">
      <div className="reports-tabs" role="tablist" aria-label="Bet outcome">
        {tabs.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={tab === t.value}
            onClick={() => {
              setTab(t.value);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="console-tools">
        <DownloadCsvButton
          download={{
            path: 'admin/report/export',
            query: { report: 'bets', ...range, status: tab, ...(typed ? { user_name: typed } : {}) },
          }}
        />
        <label>
          User
          <input
            value={userName}
            maxLength={32}
            onChange={(e) => {
              setUserName(e.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      <DataTable
        caption={`${tabs.find((t) => t.value === tab)?.label} bets`}
        columns={columns}
        rows={data?.data}
        rowKey={(b) => b.bet_id}
        isLoading={isLoading}
        error={error}
      />
      <Pager page={page} total={data?.total.total_count ?? 0} pageSize={pageSize} onPage={setPage} />
    </section>
  );
}
