import type { BetListItem } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { CasinoBetsTable } from './casino-bets-table.tsx';

async function fetchTableBets(matchId: string): Promise<BetListItem[]> {
  const answer = await api.bet.getMarketAndFancyBet({ match_id: matchId });
  return answer.status && answer.data ? [...answer.data.matched, ...answer.data.unmatched] : [];
}

/** My Bets on this table: the caller's open bets; refetched on every own-order push, never polled. */
export function TableMyBets({ matchId }: { matchId: string }) {
  const { data: bets = [] } = useQuery({
    queryKey: queryKeys.matchBets(matchId),
    queryFn: () => fetchTableBets(matchId),
    staleTime: Infinity,
  });
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
