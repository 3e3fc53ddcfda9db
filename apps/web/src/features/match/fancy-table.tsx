import type { Fancy } from './match-detail-api.ts';
import { FancyRow } from './fancy-row.tsx';
import { useMatchBets } from '../../lib/match-bets.ts';

/** Session (fancy) markets: No (pink) and Yes (blue) with run and rate, and "Book" where the caller has bets. */
export function FancyTable({ matchId, fancies }: { matchId: number; fancies: Fancy[] }) {
  // The same query as the open-bets list, so one fetch serves both; it tells which rows get "Book".
  const { data } = useMatchBets(String(matchId));
  const withBets = new Set(data?.matched.map((b) => b.fancy_id) ?? []);
  return (
    <section className="market" aria-label="Fancy">
      <header className="market-head">
        <h2>Fancy</h2>
      </header>
      <div className="book-wrap">
        <table className="book fancy-book">
          <thead>
            <tr>
              <th className="runner-col" />
              <th className="side-head lay">No</th>
              <th className="side-head back">Yes</th>
            </tr>
          </thead>
          <tbody>
            {fancies.map((f) => (
              <FancyRow key={f.fancy_id} matchId={matchId} fancy={f} hasBets={withBets.has(f.fancy_id)} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
