import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { matkaReturn } from '../../lib/matka-bet.ts';
import { useMatkaBets } from './matka-api.ts';

/** The caller's open matka bets on every draw, so what is held is seen beside the slip (the header shows only the exposure). */
export function MatkaBets() {
  const { data: bets = [] } = useMatkaBets();
  return (
    <section className="matka-bets" aria-label="Your matka bets">
      <h2>Your open bets</h2>
      {bets.length === 0 ? (
        <p>No open matka bets.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Bet</th>
              <th scope="col">Returns</th>
              <th scope="col">Stake</th>
              <th scope="col">Placed</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((b) => (
              <tr key={b.bet_id}>
                <td>{b.selection_name}</td>
                <td>{matkaReturn(b.odds)}</td>
                <td>{formatMoney(b.stack)}</td>
                <td>{formatIst(b.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
