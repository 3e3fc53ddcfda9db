import { useState, type ComponentType } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CasinoResultPage } from '@bx/contract';
import { CardRow } from '../../../components/ui/card-face.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { resultName } from '../../../lib/casino-result-label.ts';
import { formatIst } from '../../../lib/format-ist.ts';
import { DateRangeForm } from '../date-range-form.tsx';
import { queryWindow } from '../../../lib/date-window.ts';
import { ReportPager } from '../report-pager.tsx';
import { fetchCasinoResults, fetchCasinoTables, type CasinoResultQuery } from './casino-results-api.ts';
import { freshReport } from '../unwrap.ts';
import '../reports.css';
import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';

type CasinoResult = CasinoResultPage['data'][number];

/** The round detail the app composes in (the casino feature's: cards, bets, Verify). */
type RoundDetail = ComponentType<{ roundId: string | null; onClose(): void }>;

/** The round id opens the round's detail. */
const columns = (onOpen: (roundId: string) => void): Column<CasinoResult>[] => [
  {
    header: 'Round Id',
    cell: (round) => (
      <button type="button" className="round-link" onClick={() => onOpen(round.round_id)}>
        {round.round_id}
      </button>
    ),
  },
  { header: 'Cards', cell: (round) => <CardRow cards={round.cards} size="small" /> },
  { header: 'Winner', cell: (round) => resultName(round.sport_id, round.winner) },
  { header: 'Date', cell: (round) => formatIst(round.created_at) },
];

/** report/casino-result: finished rounds of one casino table by day (7-day window) with cards and winner; a round opens its detail. */
export function CasinoResultsPage({ RoundDetail }: { RoundDetail: RoundDetail }) {
  const [range] = useState(() => queryWindow());
  const tables = useQuery({ queryKey: ['reports', 'casino-tables'], queryFn: fetchCasinoTables, staleTime: Infinity });
  const [form, setForm] = useState({ sport_id: '', from: range.max, to: range.max });
  const [submitted, setSubmitted] = useState<CasinoResultQuery | null>(null);
  const [openRound, setOpenRound] = useState<string | null>(null);
  const firstTable = tables.data?.[0]?.gtype ?? '';
  const table = form.sport_id || firstTable;
  const query = submitted ?? { page: 1, sport_id: table, from_date: form.from, to_date: form.to };
  const results = useQuery({
    queryKey: ['reports', 'casino-results', query],
    queryFn: () => fetchCasinoResults(query),
    enabled: query.sport_id !== '',
    ...freshReport,
  });

  return (
    <div className="report-page">
      <PageTitle>Casino Result</PageTitle>
      <DateRangeForm
        from={form.from}
        to={form.to}
        window={range}
        onFrom={(from) => setForm({ ...form, from })}
        onTo={(to) => setForm({ ...form, to })}
        onSubmit={() => setSubmitted({ page: 1, sport_id: table, from_date: form.from, to_date: form.to })}
        before={
          <label className="report-field">
            Game
            <select value={table} onChange={(e) => setForm({ ...form, sport_id: e.target.value })}>
              {(tables.data ?? []).map((t) => (
                <option key={t.match_id} value={t.gtype}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        }
      />
      {query.sport_id !== '' && (
        <div className="report-actions">
          <DownloadCsvButton
            download={{
              path: 'report/export',
              query: { report: 'casino_results', sport_id: query.sport_id, from_date: query.from_date, to_date: query.to_date },
            }}
          />
        </div>
      )}
      <DataTable
        columns={columns(setOpenRound)}
        rows={query.sport_id === '' ? [] : results.data?.data}
        rowKey={(r) => r.round_id}
        isLoading={results.isPending && query.sport_id !== ''}
        error={results.error}
      />
      <ReportPager page={query.page} data={results.data} onPage={(page) => setSubmitted({ ...query, page })} />
      <RoundDetail roundId={openRound} onClose={() => setOpenRound(null)} />
    </div>
  );
}
