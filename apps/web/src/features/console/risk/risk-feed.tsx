import type { RiskBet } from '@bx/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { betColumns } from '../bet-columns.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRiskBets, type RiskFeedQuery } from './risk-api.ts';

const pageSize = 20;

const columns: Column<RiskBet>[] = [
  ...betColumns,
  { header: 'Matched', cell: (b) => formatMoney(b.matched_stack) },
  { header: 'Status', cell: (b) => b.bet_status },
  { header: 'IP', cell: (b) => b.ip ?? '—' },
];

/** The downline's bets as they arrive, newest first, with filters. */
export function RiskFeed({ matchId, live }: { matchId: number | null; live: boolean }) {
  const [userName, setUserName] = useState('');
  const [state, setState] = useState<NonNullable<RiskFeedQuery['state']>>('all');
  const [thisMatch, setThisMatch] = useState(false);
  const [page, setPage] = useState(1);
  const typed = useDebouncedValue(userName.trim(), 300);
  const query: RiskFeedQuery = {
    page,
    limit: pageSize,
    state,
    ...(typed ? { user_name: typed } : {}),
    ...(thisMatch && matchId !== null ? { match_id: matchId } : {}),
  };
  const { data, isLoading, error } = useRiskBets(query, live);
  const pages = Math.max(1, Math.ceil((data?.total.total_count ?? 0) / pageSize));
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <section className="risk-card" aria-label="Bet feed">
      <h3>Live bets</h3>
      <div className="console-tools">
        <label>
          User
          <input value={userName} onChange={(e) => filter(setUserName)(e.target.value)} maxLength={32} />
        </label>
        <label>
          Show
          <select value={state} onChange={(e) => filter(setState)(e.target.value as typeof state)}>
            <option value="all">All</option>
            <option value="matched">Matched</option>
            <option value="unmatched">Unmatched</option>
          </select>
        </label>
        <label>
          <input type="checkbox" checked={thisMatch} onChange={(e) => filter(setThisMatch)(e.target.checked)} disabled={matchId === null} />
          This match only
        </label>
      </div>
      <DataTable columns={columns} rows={data?.data} rowKey={(b) => b.bet_id} isLoading={isLoading} error={error} />
      <div className="risk-pager">
        <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Newer
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Older
        </button>
      </div>
    </section>
  );
}
