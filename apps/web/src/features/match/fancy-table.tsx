import type { Fancy } from './match-detail-api.ts';
import { FancyRow } from './fancy-row.tsx';

/** Session (fancy) markets: No (pink) and Yes (blue) with run and rate. */
export function FancyTable({ matchId, fancies }: { matchId: number; fancies: Fancy[] }) {
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
              <FancyRow key={f.fancy_id} matchId={matchId} fancy={f} />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
