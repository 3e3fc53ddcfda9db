import type { BetListItem } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLiveStore } from '../../lib/live-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

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

/** The caller's open bets on the match; refetched on every `order` push (live connection). */
export function useMatchBets(matchId: string) {
  const live = useLiveStore((s) => s.status === 'live');
  return useQuery({
    queryKey: queryKeys.matchBets(matchId),
    queryFn: () => fetchMatchBets(matchId),
    staleTime: 0,
    refetchInterval: live ? false : fallbackPollMs,
  });
}

export const cancelBet = (betId: number) => api.bet.cancelBet({ bet_id: betId });

/** A lower unmatched stake (kept in the queue) and/or a new price (a new bet there): bet/replaceBet. */
export const replaceBet = (betId: number, edit: { odds?: number; stack?: number }) => api.bet.replaceBet({ bet_id: betId, ...edit });

export const cancelAllOnMarket = (marketId: number) => api.bet.cancelAll({ market_id: marketId });
