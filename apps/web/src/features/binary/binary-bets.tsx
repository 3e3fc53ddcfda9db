import type { BinarySession } from '@bx/contract';
import { formatMoney } from '../../lib/format-money.ts';
import { useMatchBets } from '../../lib/match-bets.ts';
import { formatLevel } from './binary-api.ts';

/**
 * The caller's open bets on this session, so a customer sees what is held (the header shows only
 * the exposure): YES or NO, the line, the rate and the stake. They settle at the session's close.
 */
export function BinaryBets({ session }: { session: BinarySession }) {
  const { data } = useMatchBets(String(session.match_id));
  const bets = data ? [...data.matched, ...data.unmatched] : [];
  return (
    <section className="binary-bets" aria-label={`Your bets on ${session.instrument}`}>
      <h2>Your bets</h2>
      {bets.length === 0 ? (
        <p>No open bets on this session.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th scope="col">Bet</th>
              <th scope="col">Rate</th>
              <th scope="col">Stake</th>
            </tr>
          </thead>
          <tbody>
            {bets.map((b) => (
              <tr key={b.bet_id} className={b.is_back ? 'yes' : 'no'}>
                <td>
                  {b.is_back ? 'YES' : 'NO'} {b.is_back ? 'at or above' : 'below'} {formatLevel(session, b.run)}
                </td>
                <td>{b.odds}</td>
                <td>{formatMoney(b.stack)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
