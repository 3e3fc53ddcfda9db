import type { BetListItem } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useLiveStore } from './live-store.ts';
import { queryKeys } from './query-keys.ts';

export interface MatchBets {
  matched: BetListItem[];
  unmatched: BetListItem[];
}

/** Without the socket no order pushes arrive, so the list polls as slowly as the balance does. */
const fallbackPollMs = 5000;

async function fetchMatchBets(matchId: string): Promise<MatchBets> {
  const answer = await api.bet.getMarketAndFancyBet({ match_id: matchId });
  return answer.status && answer.data ? answer.data : { matched: [], unmatched: [] };
}

/**
 * The caller's open bets on a match (a sports match, a casino table, a binary session), for every
 * screen that lists them; refetched on every `order` push (live connection).
 */
export function useMatchBets(matchId: string) {
  const live = useLiveStore((s) => s.status === 'live');
  return useQuery({
    queryKey: queryKeys.matchBets(matchId),
    queryFn: () => fetchMatchBets(matchId),
    staleTime: 0,
    refetchInterval: live ? false : fallbackPollMs,
  });
}
