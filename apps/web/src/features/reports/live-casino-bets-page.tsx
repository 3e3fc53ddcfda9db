import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LiveCasinoBetsPage as BetsPage } from '@bx/contract';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { apiPost } from '../../lib/api-client.ts';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { ReportPager } from './report-pager.tsx';
import { TableMessage } from './table-message.tsx';
import { freshReport, unwrap } from './unwrap.ts';
import './reports.css';

const columns = ['Round', 'Game', 'Selection', 'Odds', 'Stake', 'Profit/Loss', 'Status', 'Placed'];

/** report/live-casino-bets: the customer's casino bets of the last 7 days. */
export function LiveCasinoBetsPage() {
  const [page, setPage] = useState(1);
  const bets = useQuery({
    queryKey: ['reports', 'live-casino-bets', page],
    queryFn: () => unwrap(apiPost<BetsPage>('casino/getLiveCasinoBets', { page })),
    ...freshReport,
  });
  return (
    <div className="report-page">
      <PageTitle>Live Casino Bets</PageTitle>
      <div className="report-table-wrap">
        <table className="report-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bets.data?.data.map((b) => (
              <tr key={b.bet_id}>
                <td>{b.round_id}</td>
                <td>{b.sport_id}</td>
                <td>{b.selection}</td>
                <td className="num">{b.odds}</td>
                <td className="num">{formatMoney(b.stake)}</td>
                <td className={`num ${(b.profit_loss ?? 0) < 0 ? 'debit' : 'credit'}`}>{b.profit_loss === null ? '' : formatMoney(b.profit_loss)}</td>
                <td>{b.status}</td>
                <td>{formatIst(b.created_at)}</td>
              </tr>
            ))}
            <TableMessage columns={columns.length} isLoading={bets.isPending} error={bets.error} isEmpty={bets.data?.data.length === 0} />
          </tbody>
        </table>
      </div>
      {bets.data && <ReportPager page={page} totalCount={bets.data.total.total_count} limit={bets.data.limit} onPage={setPage} />}
    </div>
  );
}
