import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LiveCasinoBet } from '@bx/contract';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { api } from '../../lib/api-client.ts';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { ReportPager } from './report-pager.tsx';
import { freshReport, unwrap } from './unwrap.ts';
import './reports.css';
import { DownloadCsvButton } from '../../components/ui/download-csv-button.tsx';

const columns: Column<LiveCasinoBet>[] = [
  { header: 'Round', cell: (b) => b.round_id },
  { header: 'Game', cell: (b) => b.sport_id },
  { header: 'Selection', cell: (b) => b.selection },
  { header: 'Odds', cell: (b) => b.odds, className: 'num' },
  { header: 'Stake', cell: (b) => formatMoney(b.stake), className: 'num' },
  // What the round paid back (stakes included); empty while it is open.
  { header: 'Win', cell: (b) => (b.profit_loss === null ? '' : formatMoney(b.profit_loss + b.stake)), className: 'num' },
  {
    header: 'Profit/Loss',
    cell: (b) => (b.profit_loss === null ? '' : formatMoney(b.profit_loss)),
    className: (b) => `num ${(b.profit_loss ?? 0) < 0 ? 'debit' : 'credit'}`,
  },
  { header: 'Status', cell: (b) => b.status },
  { header: 'Placed', cell: (b) => formatIst(b.created_at) },
];

/** report/live-casino-bets: the customer's casino bets of the last 7 days. */
export function LiveCasinoBetsPage() {
  const [page, setPage] = useState(1);
  const bets = useQuery({
    queryKey: ['reports', 'live-casino-bets', page],
    queryFn: () => unwrap(api.casino.getLiveCasinoBets({ page })),
    ...freshReport,
  });
  return (
    <div className="report-page">
      <PageTitle>Live Casino Bets</PageTitle>
      <div className="report-actions">
        <DownloadCsvButton download={{ path: 'report/export', query: { report: 'live_casino_bets' } }} />
      </div>
      <DataTable columns={columns} rows={bets.data?.data} rowKey={(b) => b.bet_id} isLoading={bets.isPending} error={bets.error} />
      <ReportPager page={page} data={bets.data} onPage={setPage} />
    </div>
  );
}
