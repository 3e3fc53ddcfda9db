import type { DownlineProfitLossRow, MarketProfitLossRow } from '@bx/contract';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import type { DateRange } from './date-range-fields.tsx';
import { Pager } from './pager.tsx';
import { ProfitLossChart } from './profit-loss-chart.tsx';
import { useProfitLoss } from './reports-api.ts';
import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';

const pageSize = 25;

const signed = (v: number) => (v > 0 ? 'risk-up' : v < 0 ? 'risk-down' : '');

const money = <T extends { profit_loss: number; share: number }>(): Column<T>[] => [
  { header: 'House P/L', cell: (r) => formatMoney(r.profit_loss), className: (r) => signed(r.profit_loss) },
  { header: 'Your share', cell: (r) => formatMoney(r.share), className: (r) => signed(r.share) },
];

const marketColumns: Column<MarketProfitLossRow>[] = [
  { header: 'Settled', cell: (r) => formatIst(r.settled_at) },
  { header: 'Match', cell: (r) => r.match_name },
  { header: 'Market', cell: (r) => r.market_name },
  ...money<MarketProfitLossRow>(),
];

interface Level {
  user_id: number;
  user_name: string;
}

/**
 * The house's result over the range (positive: the downline lost), by direct child with a
 * drill-down into operators, or by settled market; the daily chart and the totals cover the
 * whole level, every page.
 */
export function ProfitLossView({ range }: { range: DateRange }) {
  const [by, setBy] = useState<'downline' | 'market'>('downline');
  const [path, setPath] = useState<Level[]>([]);
  const [page, setPage] = useState(1);
  const parent = path.at(-1);
  const { data, isLoading, error } = useProfitLoss({
    ...range,
    by,
    page,
    limit: pageSize,
    ...(parent ? { parent_id: parent.user_id } : {}),
  });
  const goTo = (next: Level[]) => {
    setPath(next);
    setPage(1);
  };
  const downlineColumns: Column<DownlineProfitLossRow>[] = [
    {
      header: 'User',
      cell: (r) =>
        r.role === 'customer' ? (
          r.user_name
        ) : (
          <button type="button" className="console-link" onClick={() => goTo([...path, r])}>
            {r.user_name}
          </button>
        ),
    },
    { header: 'Role', cell: (r) => r.role },
    ...money<DownlineProfitLossRow>(),
  ];
  return (
    <section className="reports-card" aria-label="Profit and loss">
      <div className="console-tools">
        <DownloadCsvButton
          download={{
            path: 'admin/report/export',
            query: { report: 'profit_loss', ...range, by, ...(parent ? { parent_id: parent.user_id } : {}) },
          }}
        />
        <label>
          By
          <select
            value={by}
            onChange={(e) => {
              setBy(e.target.value as typeof by);
              setPage(1);
            }}
          >
            <option value="downline">Downline</option>
            <option value="market">Market</option>
          </select>
        </label>
        <nav aria-label="P/L levels" className="reports-path">
          <button type="button" className="console-link" onClick={() => goTo([])}>
            {path.length === 0 ? (data?.parent.user_name ?? 'You') : 'Top'}
          </button>
          {path.map((level, i) => (
            <button key={level.user_id} type="button" className="console-link" onClick={() => goTo(path.slice(0, i + 1))}>
              › {level.user_name}
            </button>
          ))}
        </nav>
      </div>
      {data && (
        <dl className="reports-totals">
          <div>
            <dt>House P/L</dt>
            <dd className={signed(data.profit_loss)}>{formatMoney(data.profit_loss)}</dd>
          </div>
          <div>
            <dt>Your share ({data.partnership}%)</dt>
            <dd className={signed(data.share)}>{formatMoney(data.share)}</dd>
          </div>
        </dl>
      )}
      {data && <ProfitLossChart daily={data.daily} />}
      {data?.by === 'market' ? (
        <DataTable
          caption="P/L by market"
          columns={marketColumns}
          rows={data.data}
          rowKey={(r, i) => r.market_id ?? `game-${i}`}
          isLoading={isLoading}
          error={error}
        />
      ) : (
        <DataTable
          caption="P/L by downline"
          columns={downlineColumns}
          rows={data?.by === 'downline' ? data.data : undefined}
          rowKey={(r) => r.user_id}
          isLoading={isLoading}
          error={error}
        />
      )}
      <Pager page={page} total={data?.total.total_count ?? 0} pageSize={pageSize} onPage={setPage} />
    </section>
  );
}
