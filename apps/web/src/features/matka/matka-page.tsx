import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { formatIst, formatIstDay, formatIstTime } from '../../lib/format-ist.ts';
import { useMatkaMarkets, useMatkaResults } from './matka-api.ts';
import { MatkaBets } from './matka-bets.tsx';
import { MatkaSlip } from './matka-slip.tsx';
import { VerifyDraw } from './verify-draw.tsx';
import '../../components/betting.css';
import './matka.css';

const STATUS: Record<string, string> = {
  OPEN: 'Open',
  OPEN_DRAWN: 'Open drawn · close bets only',
  SETTLED: 'Result',
  VOID: 'Void',
  HELD: 'Under review',
};

/** Matka: the day's draws (pick one to bet), and the results board of the last 30 days with Verify. */
export function MatkaPage() {
  const markets = useMatkaMarkets();
  const results = useMatkaResults();
  const [chosen, setChosen] = useState<number | null>(null);
  const market = markets.data?.find((m) => m.market_id === chosen);
  return (
    <section className="matka">
      <PageTitle>Matka</PageTitle>
      {markets.isLoading && <Loading />}
      <ul className="matka-markets" aria-label="Matka draws">
        {markets.data?.map((m) => (
          <li key={m.market_id} className={m.market_id === chosen ? 'chosen' : undefined}>
            <button
              type="button"
              disabled={m.status !== 'OPEN' && m.status !== 'OPEN_DRAWN'}
              onClick={() => setChosen(m.market_id)}
              aria-label={`Play ${m.name} ${m.draw_key}${m.status === 'OPEN' ? '' : ', close bets only'}`}
            >
              <strong>{m.name}</strong>
              <span>
                {m.starline
                  ? `Draw ${formatIstTime(m.open_time)}`
                  : `Open ${formatIstTime(m.open_time)} · Close ${formatIstTime(m.close_time)}`}{' '}
                · {formatIstDay(m.open_time)}
              </span>
              <span className="matka-result">
                {m.open_result ?? '***'}
                {m.starline ? '' : ` - ${m.close_result ?? '***'}`}
              </span>
              <small>{STATUS[m.status]}</small>
            </button>
          </li>
        ))}
      </ul>
      {market ? <MatkaSlip key={market.market_id} market={market} /> : <p className="matka-hint">Pick an open draw to bet.</p>}
      <MatkaBets />
      <h2 className="matka-board-title">Results, last 30 days</h2>
      {results.data?.length === 0 && <EmptyState title="No results yet" />}
      <table className="matka-board">
        <thead>
          <tr>
            <th>Market</th>
            <th>Draw</th>
            <th>Result</th>
            <th>Verify</th>
          </tr>
        </thead>
        <tbody>
          {results.data?.map((r) => (
            <tr key={r.market_id}>
              <td>{r.name}</td>
              <td>{formatIst(r.open_time)}</td>
              <td>
                {r.open_result}
                {r.jodi ? `-${r.jodi}-` : ''}
                {r.close_result ?? ''}
              </td>
              <td>
                <VerifyDraw marketId={r.market_id} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
