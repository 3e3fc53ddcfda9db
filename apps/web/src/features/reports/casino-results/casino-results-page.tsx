import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CasinoResultPage } from '@bx/contract';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { DateRangeForm } from '../date-range-form.tsx';
import { queryWindow } from '../date-window.ts';
import { ReportPager } from '../report-pager.tsx';
import { casinoTables, fetchCasinoResults, type CasinoResultQuery } from './casino-results-api.ts';
import { RoundResultModal } from './round-result-modal.tsx';
import { freshReport } from '../unwrap.ts';
import '../reports.css';

type CasinoResult = CasinoResultPage['data'][number];

/** The round id opens the round's cards. */
const columns = (onOpen: (roundId: string) => void): Column<CasinoResult>[] => [
  {
    header: 'Round Id',
    cell: (round) => (
      <button type="button" className="round-link" onClick={() => onOpen(round.round_id)}>
        {round.round_id}
      </button>
    ),
  },
  { header: 'Winner', cell: (round) => round.winner },
  { header: 'Date', cell: (round) => formatIst(round.created_at) },
];

/** report/casino-result: finished rounds of one casino table; a round opens its cards. */
export function CasinoResultsPage() {
  const [range] = useState(() => queryWindow());
  const [form, setForm] = useState({ sport_id: casinoTables[0].id as string, from: range.max, to: range.max });
  const [query, setQuery] = useState<CasinoResultQuery>({ page: 1, sport_id: form.sport_id, from_date: form.from, to_date: form.to });
  const [openRound, setOpenRound] = useState<string | null>(null);
  const results = useQuery({ queryKey: ['reports', 'casino-results', query], queryFn: () => fetchCasinoResults(query), ...freshReport });

  return (
    <div className="report-page">
      <PageTitle>Casino Result</PageTitle>
      <DateRangeForm
        from={form.from}
        to={form.to}
        window={range}
        onFrom={(from) => setForm({ ...form, from })}
        onTo={(to) => setForm({ ...form, to })}
        onSubmit={() => setQuery({ page: 1, sport_id: form.sport_id, from_date: form.from, to_date: form.to })}
        before={
          <label className="report-field">
            Game
            <select value={form.sport_id} onChange={(e) => setForm({ ...form, sport_id: e.target.value })}>
              {casinoTables.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
        }
      />
      <DataTable columns={columns(setOpenRound)} rows={results.data?.data} rowKey={(r) => r.round_id} isLoading={results.isPending} error={results.error} />
      <ReportPager page={query.page} data={results.data} onPage={(page) => setQuery({ ...query, page })} />
      <RoundResultModal roundId={openRound} onClose={() => setOpenRound(null)} />
    </div>
  );
}
