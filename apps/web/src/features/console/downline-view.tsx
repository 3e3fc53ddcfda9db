import type { DownlineRow } from '@bx/contract';
import { useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { ChipsDialog } from './chips-dialog.tsx';
import { useDownline } from './console-api.ts';
import { DownlineTable } from './downline-table.tsx';

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
  const [chips, setChips] = useState<{ row: DownlineRow; type: 'D' | 'W' } | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const { data, isLoading, error } = useDownline({
    parent_id: parentId,
    search: term || undefined,
    page,
    limit: PAGE_SIZE,
    sort,
    order: sort === 'user_name' ? 'asc' : 'desc',
  });
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
      <DownlineTable
        rows={data?.data}
        isLoading={isLoading}
        error={error}
        onDrill={(row) => open(row.user_id)}
        onChips={(row, type) => setChips({ row, type })}
      />
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
      <ChipsDialog user={chips?.row ?? null} type={chips?.type ?? 'D'} onClose={() => setChips(null)} />
    </section>
  );
}
