interface PagerProps {
  page: number;
  totalCount: number;
  limit: number;
  onPage(page: number): void;
}

/** Previous / next with "Page x of y"; hidden when everything fits on one page. */
export function ReportPager({ page, totalCount, limit, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(totalCount / Math.max(1, limit)));
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
