import { useQuery } from '@tanstack/react-query';
import type { profitLossRow } from '@bx/contract';
import { useState } from 'react';
import type { z } from 'zod';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { DownloadCsvButton } from '../../../components/ui/download-csv-button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { api } from '../../../lib/api-client.ts';
import { formatIst } from '../../../lib/format-ist.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { DateRangeForm } from '../date-range-form.tsx';
import { freshReport, unwrap } from '../unwrap.ts';
import { useDateRange } from '../use-date-range.ts';
import '../reports.css';

type Row = z.infer<typeof profitLossRow>;

const signed = (v: number) => `num ${v < 0 ? 'debit' : 'credit'}`;

// The columns of the CSV the server writes for report=profit_loss, in its order.
const columns: Column<Row>[] = [
  { header: 'Settled', cell: (r) => formatIst(r.settled_at) },
  { header: 'Sport', cell: (r) => r.sport_name },
  { header: 'Match', cell: (r) => r.match_name },
  { header: 'Market', cell: (r) => r.market_name },
  { header: 'Profit/Loss', cell: (r) => formatMoney(r.profit_loss), className: (r) => signed(r.profit_loss) },
  { header: 'Commission', cell: (r) => formatMoney(r.commission), className: 'num' },
  { header: 'Net', cell: (r) => formatMoney(r.net), className: (r) => signed(r.net) },
];

/** report/profit-loss: the customer's net result per settled market in the chosen days, and its total. */
export function ProfitLossPage() {
  const dates = useDateRange();
  const [query, setQuery] = useState({ from_date: dates.window.min, to_date: dates.window.max });
  const report = useQuery({
    queryKey: ['reports', 'profit-loss', query],
    queryFn: () => unwrap(api.report.getProfitLoss(query)),
    ...freshReport,
  });
  const total = report.data?.total;
  return (
    <div className="report-page">
      <PageTitle>Profit &amp; Loss</PageTitle>
      <p className="report-scope">
        Per settled market: sports, casino tables, binary and matka. Slot spins and Our Virtual bets are in the Account Statement and each
        game&apos;s history.
      </p>
      <DateRangeForm {...dates} onSubmit={() => setQuery({ from_date: dates.from, to_date: dates.to })} />
      <div className="report-actions">
        <DownloadCsvButton download={{ path: 'report/export', query: { report: 'profit_loss', ...query } }} />
      </div>
      <DataTable
        columns={columns}
        rows={report.data?.data}
        rowKey={(r) => r.market_id}
        isLoading={report.isPending}
        error={report.error}
        footer={
          total !== undefined && (
            <tr>
              <th scope="row" colSpan={columns.length - 1}>
                Total
              </th>
              <td className={signed(total)} data-testid="profit-loss-total">
                {formatMoney(total)}
              </td>
            </tr>
          )
        }
      />
    </div>
  );
}
