import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { DateRangeForm } from '../date-range-form.tsx';
import { useDateRange } from '../use-date-range.ts';
import { ReportPager } from '../report-pager.tsx';
import { accountTypes, fetchStatement, statementQueryKey, type AccountType, type StatementQuery } from './account-statement-api.ts';
import { StatementTable } from './statement-table.tsx';
import { freshReport } from '../unwrap.ts';
import '../reports.css';
import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';

const PnlChart = lazy(() => import('./pnl-chart.tsx').then((m) => ({ default: m.PnlChart })));

/** report/account-statement: the ledger of the last 7 days with its running balance. */
export function AccountStatementPage() {
  const dates = useDateRange();
  const { window: range, from, to } = dates;
  const [accountType, setAccountType] = useState<AccountType>('All');
  const [query, setQuery] = useState<StatementQuery>({ page: 1, account_type: 'All', from_date: range.min, to_date: range.max });
  const statement = useQuery({ queryKey: statementQueryKey(query), queryFn: () => fetchStatement(query), ...freshReport });

  return (
    <div className="report-page">
      <PageTitle>Account Statement</PageTitle>
      <DateRangeForm
        {...dates}
        onSubmit={() => setQuery({ page: 1, account_type: accountType, from_date: from, to_date: to })}
        after={
          <label className="report-field">
            Type
            <select value={accountType} onChange={(e) => setAccountType(e.target.value as AccountType)}>
              {accountTypes.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </label>
        }
      />
      <div className="report-actions">
        <DownloadCsvButton
          download={{
            path: 'report/export',
            query: { report: 'statement', account_type: query.account_type, from_date: query.from_date, to_date: query.to_date },
          }}
        />
        <button type="button" onClick={() => window.print()}>
          Print
        </button>
        {/* The spec fixes the user menu's items, so the per-market P&L is reached from here (docs/decisions.md). */}
        <Link to="/report/profit-loss">Profit &amp; Loss</Link>
      </div>
      <Suspense fallback={null}>
        <PnlChart page={statement.data} />
      </Suspense>
      <StatementTable page={statement.data} pageNumber={query.page} isLoading={statement.isPending} error={statement.error} />
      <ReportPager page={query.page} data={statement.data} onPage={(page) => setQuery({ ...query, page })} />
    </div>
  );
}
