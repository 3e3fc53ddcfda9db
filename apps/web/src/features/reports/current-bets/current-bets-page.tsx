import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ReportPager } from '../report-pager.tsx';
import { betTypes, fetchCurrentBets, type BetType } from './current-bets-api.ts';
import { CurrentBetsTable } from './current-bets-table.tsx';
import { freshReport } from '../unwrap.ts';
import '../reports.css';
import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';

/** report/current-bet: the customer's open bets, matched and unmatched, page by page. */
export function CurrentBetsPage() {
  const [betType, setBetType] = useState<BetType>('all');
  const [page, setPage] = useState(1);
  const bets = useQuery({
    queryKey: ['reports', 'current-bets', betType, page],
    queryFn: () => fetchCurrentBets(page, betType),
    ...freshReport,
  });
  return (
    <div className="report-page">
      <PageTitle>Current Bets</PageTitle>
      <div className="report-tabs" role="tablist" aria-label="Bet type">
        {betTypes.map((t) => (
          <button
            key={t.value}
            type="button"
            role="tab"
            aria-selected={betType === t.value}
            onClick={() => {
              setBetType(t.value);
              setPage(1);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="report-actions">
        <DownloadCsvButton download={{ path: 'report/export', query: { report: 'current_bets', bet_type: betType } }} />
      </div>
      <CurrentBetsTable bets={bets.data?.data} isLoading={bets.isPending} error={bets.error} />
      <ReportPager page={page} data={bets.data} onPage={setPage} />
    </div>
  );
}
