import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DateRangeFields } from '../date-range-fields.tsx';
import { queryWindow, rangeError } from '../date-window.ts';
import { ReportPager } from '../report-pager.tsx';
import { accountTypes, fetchStatement, statementQueryKey, type AccountType, type StatementQuery } from './account-statement-api.ts';
import { StatementTable } from './statement-table.tsx';
import { freshReport } from '../unwrap.ts';
import '../reports.css';

const PnlChart = lazy(() => import('./pnl-chart.tsx').then((m) => ({ default: m.PnlChart })));

/** report/account-statement: the ledger of the last 7 days with its running balance. */
export function AccountStatementPage() {
  const [range] = useState(() => queryWindow());
  const [from, setFrom] = useState(range.min);
  const [to, setTo] = useState(range.max);
  const [accountType, setAccountType] = useState<AccountType>('All');
  const [query, setQuery] = useState<StatementQuery>({ page: 1, account_type: 'All', from_date: range.min, to_date: range.max });
  const invalid = rangeError(from, to);
  const statement = useQuery({ queryKey: statementQueryKey(query), queryFn: () => fetchStatement(query), ...freshReport });

  return (
    <div className="report-page">
      <PageTitle>Account Statement</PageTitle>
      <form
        className="report-filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (!invalid) setQuery({ page: 1, account_type: accountType, from_date: from, to_date: to });
        }}
      >
        <DateRangeFields from={from} to={to} window={range} onFrom={setFrom} onTo={setTo} />
        <label className="report-field">
          Type
          <select value={accountType} onChange={(e) => setAccountType(e.target.value as AccountType)}>
            {accountTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={!!invalid}>
          Submit
        </button>
      </form>
      {invalid && (
        <p className="report-error" role="alert">
          {invalid}
        </p>
      )}
      <Suspense fallback={null}>
        <PnlChart page={statement.data} />
      </Suspense>
      <StatementTable page={statement.data} showOpening={query.page === 1} isLoading={statement.isPending} error={statement.error} />
      {statement.data && (
        <ReportPager page={query.page} totalCount={statement.data.total.total_count} limit={statement.data.limit} onPage={(page) => setQuery({ ...query, page })} />
      )}
    </div>
  );
}
