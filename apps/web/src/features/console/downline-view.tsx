import type { DownlineRow } from '@bx/contract';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { ChipsDialog } from './chips-dialog.tsx';
import { useDownline } from './console-api.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { CreditReferenceDialog } from './credit-reference-dialog.tsx';
import { DownlineTable, type RowAction } from './downline-table.tsx';
import { ExportButton } from './export-button.tsx';
import { StatementDialog } from './statement-dialog.tsx';

const PAGE_SIZE = 25;
const SORTS = {
  user_name: 'User name',
  balance: 'Balance',
  exposure: 'Exposure',
  credit_reference: 'Credit ref.',
  created_at: 'Newest',
} as const;
type Sort = keyof typeof SORTS;

/** The console's home: one level of the downline at a time, searched, sorted and paged by the server. */
export function DownlineView() {
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<Sort>('user_name');
  const [acting, setActing] = useState<{ row: DownlineRow; action: RowAction } | null>(null);
  const [creating, setCreating] = useState(false);
  const term = useDebouncedValue(search.trim(), 300);
  const level = { parent_id: parentId, search: term || undefined, sort, order: sort === 'user_name' ? 'asc' : 'desc' } as const;
  // While the next page loads, the previous one stays on screen (placeholder data): the pager says so.
  const { data, isLoading, error, isPlaceholderData } = useDownline({ ...level, page, limit: PAGE_SIZE });
  const rowFor = (...actions: RowAction[]) => (acting && actions.includes(acting.action) ? acting.row : null);
  const done = () => setActing(null);
  const pages = data ? Math.max(1, Math.ceil(data.total.total_count / data.limit)) : 1;
  const open = (userId: number | undefined) => {
    setParentId(userId);
    setPage(1);
    setSearch('');
  };

  return (
    <section className="console-downline" aria-label="Downline list">
      <nav className="console-path" aria-label="Levels">
        {data?.path.map((p, i) => (
          <span key={p.user_id}>
            {i > 0 && ' › '}
            <button type="button" className="console-link" onClick={() => open(i === 0 ? undefined : p.user_id)}>
              {p.user_name}
            </button>
          </span>
        ))}
      </nav>
      <div className="console-tools">
        <label>
          Search
          <input
            type="search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </label>
        <label>
          Sort
          <select value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="downline-buttons">
        <button type="button" onClick={() => setCreating(true)} disabled={!data || data.parent.role === 'customer'}>
          New user
        </button>
        <ExportButton query={level} />
      </div>
      <DownlineTable
        rows={data?.data}
        isLoading={isLoading}
        error={error}
        onDrill={(row) => open(row.user_id)}
        onAction={(row, action) => setActing({ row, action })}
      />
      <nav className="report-pager" aria-label="Pages">
        <button type="button" onClick={() => setPage(page - 1)} disabled={page <= 1}>
          Previous
        </button>
        <span aria-live="polite">{isPlaceholderData ? `Loading page ${page}…` : `Page ${page} of ${pages}`}</span>
        <button type="button" onClick={() => setPage(page + 1)} disabled={page >= pages}>
          Next
        </button>
      </nav>
      <ChipsDialog user={rowFor('D', 'W')} type={acting?.action === 'W' ? 'W' : 'D'} onClose={done} />
      <CreditReferenceDialog user={rowFor('credit')} onClose={done} />
      <ChangePasswordDialog user={rowFor('password')} onClose={done} />
      <StatementDialog user={rowFor('statement')} onClose={done} />
      <CreateUserDialog open={creating} parent={data?.parent} onClose={() => setCreating(false)} />
    </section>
  );
}
