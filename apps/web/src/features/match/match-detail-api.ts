import type { FancyDetail, MarketDetail, MatchDetail } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { useLiveStore } from '../../lib/live-store.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type { MatchDetail };
export type Market = MarketDetail;
export type Runner = MarketDetail['runner_json'][number];
export type Fancy = FancyDetail;

/** Fallback poll while the live socket is down. */
const pollMs = 2000;

/** null when the server has no detail for the match (or the call is not there): the page falls back. */
async function fetchMatchDetail(matchId: string): Promise<MatchDetail | null> {
  try {
    const answer = await api.match.getMatchDetail({ match_id: matchId });
    return answer.status && answer.data ? answer.data : null;
  } catch {
    return null;
  }
}

export const matchDetailQuery = (matchId: string) => ({
  queryKey: queryKeys.matchDetail(matchId),
  queryFn: () => fetchMatchDetail(matchId),
});

/**
 * The match with its markets and the caller's win_loss. Prices come from the live socket; this
 * polls every 2 s only while the socket is down (and is refetched after the caller's bets move).
 */
export function useMatchDetail(matchId: string) {
  const live = useLiveStore((s) => s.status === 'live');
  return useQuery({ ...matchDetailQuery(matchId), refetchInterval: live ? false : pollMs, staleTime: 0 });
}
