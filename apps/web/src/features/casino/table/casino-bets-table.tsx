import { formatMoney } from '../../../lib/format-money.ts';

/** A casino bet as a row: the table's open bets and a round's settled ones share the layout. */
export interface CasinoBetLine {
  id: number;
  isBack: boolean;
  name: string;
  /** A second line under the selection, e.g. the round. */
  note?: string;
  odds: number;
  stake: number;
  /** Settled profit (or loss) in rupees, null while open; absent where the table shows no result column. */
  profitLoss?: number | null;
}

/** Selection with side, rate and stake; the Profit/Loss column where the lines carry a result. */
export function CasinoBetsTable({ label, bets, className }: { label: string; bets: readonly CasinoBetLine[]; className: string }) {
  const withResult = bets.some((b) => b.profitLoss !== undefined);
  return (
    <table className={className} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Selection</th>
          <th scope="col">Rate</th>
          <th scope="col">Stake</th>
          {withResult && <th scope="col">Profit/Loss</th>}
        </tr>
      </thead>
      <tbody>
        {bets.map((b) => (
          <tr key={b.id} className={b.isBack ? 'back' : 'lay'}>
            <td>
              {b.isBack ? 'Back' : 'Lay'} {b.name}
              {b.note && <small> {b.note}</small>}
            </td>
            <td>{b.odds.toFixed(2)}</td>
            <td>{formatMoney(b.stake)}</td>
            {withResult && (
              <td className={b.profitLoss == null ? undefined : b.profitLoss >= 0 ? 'plus' : 'minus'}>
                {b.profitLoss == null ? 'Open' : formatMoney(b.profitLoss)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
