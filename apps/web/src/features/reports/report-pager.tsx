import type { PagedData } from './unwrap.ts';

interface PagerProps {
  page: number;
  /** The current answer; nothing is shown before the first one. */
  data: PagedData<unknown> | undefined;
  onPage(page: number): void;
}

/** Previous / next with "Page x of y"; hidden when everything fits on one page. */
export function ReportPager({ page, data, onPage }: PagerProps) {
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.total.total_count / Math.max(1, data.limit)));
  if (pages <= 1) return null;
  return (
    <nav className="report-pager" aria-label="Pages">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pages}>
        Next
      </button>
    </nav>
  );
}
