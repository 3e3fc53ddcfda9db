import type { RiskBet } from '@bx/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useRiskBets, type RiskFeedQuery } from './risk-api.ts';

const pageSize = 20;

const sideOf = (b: RiskBet) => (b.fancy_id === null ? (b.is_back ? 'Back' : 'Lay') : b.is_back ? 'Yes' : 'No');

const columns: Column<RiskBet>[] = [
  { header: 'Placed', cell: (b) => formatIst(b.created_at) },
  { header: 'User', cell: (b) => b.user_name },
  { header: 'Market', cell: (b) => `${b.match_name} · ${b.market_name}` },
  { header: 'Selection', cell: (b) => b.selection_name },
  { header: 'Side', cell: sideOf, className: (b) => (b.is_back ? 'risk-back' : 'risk-lay') },
  { header: 'Odds / run', cell: (b) => (b.run === null ? b.odds : `${b.run} @ ${b.odds}`) },
  { header: 'Stake', cell: (b) => formatMoney(b.stack) },
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
