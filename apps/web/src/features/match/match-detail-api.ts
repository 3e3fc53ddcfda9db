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

/** The server knows no match with this id (its MATCH_NOT_FOUND refusal): the page says so instead of an empty board. */
export class MatchNotFoundError extends Error {
  constructor(matchId: string) {
    super(`No match ${matchId}.`);
  }
}

/** null when the detail could not be had (a failed call, another refusal): the page falls back on the match list. */
async function fetchMatchDetail(matchId: string): Promise<MatchDetail | null> {
  const answer = await api.match.getMatchDetail({ match_id: matchId }).catch(() => null);
  if (answer?.status === false && answer.code === 'MATCH_NOT_FOUND') throw new MatchNotFoundError(matchId);
  return answer?.status && answer.data ? answer.data : null;
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
  return useQuery({
    ...matchDetailQuery(matchId),
    // An unknown match stays unknown: no point asking again.
    refetchInterval: (query) => (live || query.state.error instanceof MatchNotFoundError ? false : pollMs),
    staleTime: 0,
  });
}
