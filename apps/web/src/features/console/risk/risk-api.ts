import type { CallBody, calls } from '@bx/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, expectOk } from '../../../lib/api-client.ts';

export type RiskFeedQuery = CallBody<typeof calls.admin.risk.bets>;

/** Everything the Risk page shows sits under this key: one push (or poll) reads it all again. */
export const riskKey = ['console', 'risk'] as const;

/**
 * How often the page reads again on its own: every 2.5 s while the live socket is down, never
 * while it is up (a `risk` message then says when).
 */
const pollMs = (live: boolean) => (live ? false : 2500);

export function useRiskTop(live: boolean) {
  return useQuery({
    queryKey: [...riskKey, 'top'],
    queryFn: async () => (await expectOk(api.admin.risk.top({}), 'The risk summary could not load.')).data,
    refetchInterval: pollMs(live),
    staleTime: 0,
  });
}

export function useRiskBook(matchId: number | null, live: boolean) {
  return useQuery({
    queryKey: [...riskKey, 'book', matchId],
    queryFn: async () => (await expectOk(api.admin.risk.book({ match_id: matchId! }), 'The book could not load.')).data,
    enabled: matchId !== null,
    placeholderData: keepPreviousData,
    refetchInterval: pollMs(live),
    staleTime: 0,
  });
}

/** One page of the bet feed; the last page stays on screen while the next loads. */
export function useRiskBets(query: RiskFeedQuery, live: boolean) {
  return useQuery({
    queryKey: [...riskKey, 'bets', query],
    queryFn: async () => (await expectOk(api.admin.risk.bets(query), 'The bet feed could not load.')).data,
    placeholderData: keepPreviousData,
    refetchInterval: pollMs(live),
    staleTime: 0,
  });
}
