import { formatPrice } from './format-price.ts';
import type { Fancy } from './match-detail-api.ts';

/** Session (fancy) markets, read-only: No (pink) and Yes (blue) with run and rate. */
export function FancyTable({ fancies }: { fancies: Fancy[] }) {
  if (fancies.length === 0) return null;
  return (
    <section className="market" aria-label="Fancy">
      <header className="market-head">
        <h2>Fancy</h2>
      </header>
      <table className="book">
        <thead>
          <tr>
            <th className="runner-col" />
            <th className="side-head lay">No</th>
            <th className="side-head back">Yes</th>
          </tr>
        </thead>
        <tbody>
          {fancies.map((f) => (
            <tr key={f.fancy_id} className={f.status !== 'OPEN' ? 'suspended' : undefined}>
              <th scope="row" className="runner-col">
                {f.name}
              </th>
              <td className="price lay best">
                <b>{formatPrice(f.session_value_no)}</b>
                <small>{formatPrice(f.session_size_no)}</small>
              </td>
              <td className="price back best">
                <b>{formatPrice(f.session_value_yes)}</b>
                <small>{formatPrice(f.session_size_yes)}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
