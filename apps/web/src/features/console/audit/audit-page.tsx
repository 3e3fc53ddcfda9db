import { callTable, isAuditedCall } from '@bx/contract';
import { useState } from 'react';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { useAuditActions } from './audit-api.ts';
import { AuditTable } from './audit-table.tsx';
import { LedgerAuditPanel } from './ledger-audit-panel.tsx';
import './audit.css';

const PAGE_SIZE = 25;
/** Every kind of recorded action: the calls the server audits, from the same declarations. */
const ACTION_KINDS = callTable.filter(isAuditedCall).map((c) => c.path);

interface Filters {
  userId: string;
  action: string;
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { userId: '', action: '', from: '', to: '' };

/** The console's Audit tab: every operator action in the caller's scope, filtered and paged; the ledger audit for an admin. */
export function AuditPage() {
  const isAdmin = useAuthStore((s) => s.userInfo?.role === 'admin');
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const userId = /^\d+$/.test(filters.userId) ? Number(filters.userId) : undefined;
  const { data, isLoading, error } = useAuditActions({
    page,
    limit: PAGE_SIZE,
    user_id: userId,
    action: filters.action || undefined,
    from_date: filters.from || undefined,
    to_date: filters.to || undefined,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total.total_count / data.limit)) : 1;
  const set = (change: Partial<Filters>) => {
    setFilters({ ...filters, ...change });
    setPage(1);
  };

  return (
    <section className="console-audit" aria-label="Audit">
      <form className="console-tools" aria-label="Audit filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          User id
          <input inputMode="numeric" size={8} value={filters.userId} onChange={(e) => set({ userId: e.target.value.trim() })} />
        </label>
        <label>
          Action
          <select value={filters.action} onChange={(e) => set({ action: e.target.value })}>
            <option value="">All</option>
            {ACTION_KINDS.map((path) => (
              <option key={path} value={path}>
                {path.replace(/^admin\//, '')}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" value={filters.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label>
          To
          <input type="date" value={filters.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
        <button type="button" onClick={() => set(NO_FILTERS)}>
          Clear
        </button>
      </form>
      <AuditTable rows={data?.data} isLoading={isLoading} error={error} onUser={(id) => set({ userId: String(id) })} />
      <nav className="report-pager" aria-label="Pages">
        <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </nav>
      {isAdmin && <LedgerAuditPanel />}
    </section>
  );
}
