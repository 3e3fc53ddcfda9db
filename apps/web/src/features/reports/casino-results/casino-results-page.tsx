import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { DateRangeFields } from '../date-range-fields.tsx';
import { queryWindow, rangeError } from '../date-window.ts';
import { ReportPager } from '../report-pager.tsx';
import { TableMessage } from '../table-message.tsx';
import { casinoTables, fetchCasinoResults, type CasinoResultQuery } from './casino-results-api.ts';
import { RoundResultModal } from './round-result-modal.tsx';
import { freshReport } from '../unwrap.ts';
import '../reports.css';

/** report/casino-result: finished rounds of one casino table; a round opens its cards. */
export function CasinoResultsPage() {
  const [range] = useState(() => queryWindow());
  const [form, setForm] = useState({ sport_id: casinoTables[0].id as string, from: range.max, to: range.max });
  const [query, setQuery] = useState<CasinoResultQuery>({ page: 1, sport_id: form.sport_id, from_date: form.from, to_date: form.to });
  const [openRound, setOpenRound] = useState<string | null>(null);
  const invalid = rangeError(form.from, form.to);
  const results = useQuery({ queryKey: ['reports', 'casino-results', query], queryFn: () => fetchCasinoResults(query), ...freshReport });

  return (
    <div className="report-page">
      <PageTitle>Casino Result</PageTitle>
      <form
        className="report-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) setQuery({ page: 1, sport_id: form.sport_id, from_date: form.from, to_date: form.to });
        }}
      >
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
        <DateRangeFields from={form.from} to={form.to} window={range} onFrom={(from) => setForm({ ...form, from })} onTo={(to) => setForm({ ...form, to })} />
        <button type="submit" disabled={!!invalid}>
          Submit
        </button>
      </form>
      {invalid && (
        <p className="report-error" role="alert">
          {invalid}
        </p>
      )}
      <div className="report-table-wrap">
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">Round Id</th>
              <th scope="col">Winner</th>
              <th scope="col">Date</th>
            </tr>
          </thead>
          <tbody>
            {results.data?.data.map((round) => (
              <tr key={round.round_id}>
                <td>
                  <button type="button" className="round-link" onClick={() => setOpenRound(round.round_id)}>
                    {round.round_id}
                  </button>
                </td>
                <td>{round.winner}</td>
                <td>{formatIst(round.created_at)}</td>
              </tr>
            ))}
            <TableMessage columns={3} isLoading={results.isPending} error={results.error} isEmpty={results.data?.data.length === 0} />
          </tbody>
        </table>
      </div>
      {results.data && <ReportPager page={query.page} totalCount={results.data.total.total_count} limit={results.data.limit} onPage={(page) => setQuery({ ...query, page })} />}
      <RoundResultModal roundId={openRound} onClose={() => setOpenRound(null)} />
    </div>
  );
}
