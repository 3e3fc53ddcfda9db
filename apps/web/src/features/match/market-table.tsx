import { formatPrice, formatSize } from './format-price.ts';
import type { Market, PriceSize } from './match-detail-api.ts';

const levels = 3;

/** Best three prices, best next to the runner name on the back side (exchange convention). */
function cells(prices: PriceSize[], side: 'back' | 'lay') {
  const padded = Array.from({ length: levels }, (_, i) => prices[i]);
  const ordered = side === 'back' ? [...padded].reverse() : padded;
  return ordered.map((p, i) => (
    <td key={`${side}-${i}`} className={`price ${side}${(side === 'back' ? i === levels - 1 : i === 0) ? ' best' : ''}`}>
      {p ? (
        <>
          <b>{formatPrice(p.price)}</b>
          <small>{formatSize(p.size)}</small>
        </>
      ) : (
        <b>-</b>
      )}
    </td>
  ));
}

/** One market's book, read-only: runner rows with three back (blue) and three lay (pink) levels. */
export function MarketTable({ market }: { market: Market }) {
  const suspended = market.status !== 'OPEN';
  return (
    <section className="market" aria-label={market.name}>
      <header className="market-head">
        <h2>{market.name}</h2>
        {market.min_stack !== undefined && (
          <span className="market-limits">
            Min {market.min_stack} / Max {market.max_stack}
          </span>
        )}
      </header>
      <table className={`book${suspended ? ' suspended' : ''}`}>
        <thead>
          <tr>
            <th className="runner-col">{suspended ? market.status : ''}</th>
            <th colSpan={levels} className="side-head back">
              Back
            </th>
            <th colSpan={levels} className="side-head lay">
              Lay
            </th>
          </tr>
        </thead>
        <tbody>
          {market.runner_json.map((r) => (
            <tr key={r.selection_id}>
              <th scope="row" className="runner-col">
                {r.name}
              </th>
              {cells(r.back ?? [], 'back')}
              {cells(r.lay ?? [], 'lay')}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
