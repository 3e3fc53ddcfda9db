import type { SlotGame } from '@bx/contract';
import { formatMoney } from '../../lib/format-money.ts';
import { SlotSymbolLabel } from './slot-symbol-label.tsx';

/**
 * The scatter as the server pays it (packages/games evaluate-spin.ts): by how many show anywhere
 * in the window, in multiples of the total bet (not the line bet), with free spins that cost
 * nothing, play at the bet that won them and multiply every win, retriggers included.
 */
export function SlotScatterPays({ scatter, bet }: { scatter: NonNullable<SlotGame['scatter']>; bet: number }) {
  const counts = [...new Set([...Object.keys(scatter.pays), ...Object.keys(scatter.free_spins)].map(Number))].sort((a, b) => a - b);
  return (
    <>
      <p className="slot-rule">
        <SlotSymbolLabel symbol={scatter.symbol} /> pays anywhere in the window, on a line or not, in multiples of the total bet; it never
        counts on a line.
      </p>
      <table className="slot-pays" aria-label="Scatter pays">
        <thead>
          <tr>
            <th scope="col">{scatter.symbol}</th>
            <th scope="col">Pays</th>
            <th scope="col">Free spins</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count) => {
            const multiple = scatter.pays[count];
            return (
              <tr key={count}>
                <th scope="row">{count} anywhere</th>
                <td>
                  {multiple === undefined ? (
                    '-'
                  ) : (
                    <>
                      ₹{formatMoney(Math.round(multiple * bet * 100) / 100)} <small>({multiple}× bet)</small>
                    </>
                  )}
                </td>
                <td>{scatter.free_spins[count] ?? '-'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="slot-rule">
        Free spins cost nothing and play at the bet of the spin that won them; every win in them, lines and {scatter.symbol} alike, pays{' '}
        {scatter.multiplier}×, and {scatter.symbol} in a free spin wins more free spins.
      </p>
    </>
  );
}
