import { useMatchBets } from '../../../lib/match-bets.ts';
import { CasinoBetsTable } from './casino-bets-table.tsx';

/** My Bets on this table: the caller's open bets; refetched on every own-order push. */
export function TableMyBets({ matchId }: { matchId: string }) {
  const { data } = useMatchBets(matchId);
  const bets = data ? [...data.matched, ...data.unmatched] : [];
  return (
    <section className="my-bets casino-my-bets" aria-label="My Bets">
      <h2>My Bets</h2>
      {bets.length === 0 ? (
        <p className="muted">No open bets on this table.</p>
      ) : (
        <CasinoBetsTable
          className="my-bets-table"
          label="Open bets"
          bets={bets.map((b) => ({
            id: b.bet_id,
            isBack: b.is_back,
            name: b.selection_name,
            note: `Round ${b.market_id}`,
            odds: b.odds,
            stake: b.stack,
          }))}
        />
      )}
    </section>
  );
}
