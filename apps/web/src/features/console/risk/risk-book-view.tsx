import type { RiskBook } from '@bx/contract';
import { formatMoney } from '../../../lib/format-money.ts';

/** Green where the house wins, red where it loses. */
const tone = (value: number) => (value > 0 ? 'risk-up' : value < 0 ? 'risk-down' : undefined);

function runsOf(r: RiskBook['fancies'][number]['ranges'][number]): string {
  const span = r.from === r.to ? String(r.from) : `${r.from}–${r.to}`;
  return r.parity ? `${r.parity === 'EVEN' ? 'Even' : 'Odd'} (${span})` : span;
}

/** The house's book of a match: per market and runner its result if that runner wins, and per fancy its run ladder. */
export function RiskBookView({ book }: { book: RiskBook }) {
  return (
    <div className="risk-book">
      {book.markets.map((m) => (
        <section key={m.market_id} className="risk-card" aria-label={`Book ${m.name}`}>
          <h3>
            {m.name} <small>{m.status}</small>
          </h3>
          <table className="risk-table">
            <thead>
              <tr>
                <th scope="col">Runner</th>
                <th scope="col">House</th>
                <th scope="col">Share ({book.partnership}%)</th>
              </tr>
            </thead>
            <tbody>
              {m.runners.map((r) => (
                <tr key={r.selection_id}>
                  <td>{r.name}</td>
                  <td className={tone(r.position)}>{formatMoney(r.position)}</td>
                  <td className={tone(r.share)}>{formatMoney(r.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="risk-note">Exposure {formatMoney(m.exposure)}</p>
        </section>
      ))}
      {book.fancies.map((f) => (
        <section key={f.fancy_id} className="risk-card" aria-label={`Ladder ${f.name}`}>
          <h3>
            {f.name} <small>{f.fancy_type}</small>
          </h3>
          <table className="risk-table">
            <thead>
              <tr>
                <th scope="col">Runs</th>
                <th scope="col">House</th>
              </tr>
            </thead>
            <tbody>
              {f.ranges.map((r) => (
                <tr key={`${r.from}-${r.parity ?? ''}`}>
                  <td>{runsOf(r)}</td>
                  <td className={tone(Math.min(r.pnl_from, r.pnl_to))}>
                    {r.pnl_from === r.pnl_to ? formatMoney(r.pnl_from) : `${formatMoney(r.pnl_from)} → ${formatMoney(r.pnl_to)}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="risk-note">
            {f.bets} bets · exposure {formatMoney(f.exposure)}
          </p>
        </section>
      ))}
      {book.markets.length + book.fancies.length === 0 && <p>No open market on this match.</p>}
    </div>
  );
}
