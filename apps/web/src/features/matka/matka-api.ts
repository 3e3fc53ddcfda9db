import { useQuery } from '@tanstack/react-query';
import { api, expectOk } from '../../lib/api-client.ts';
import { isMatkaBet } from '../../lib/matka-bet.ts';

/** Today's and the next draws, polled so the results appear as they are drawn. */
export function useMatkaMarkets() {
  return useQuery({
    queryKey: ['matka', 'markets'],
    queryFn: async () => (await expectOk(api.matka.getMarkets())).data,
    refetchInterval: 5000,
  });
}

/** The results board: the last 30 days. */
export function useMatkaResults() {
  return useQuery({
    queryKey: ['matka', 'results'],
    queryFn: async () => (await expectOk(api.matka.getResults())).data,
    refetchInterval: 30_000,
  });
}

/** The caller's open matka bets: the slip refreshes them when a bet is placed. */
export const matkaBetsKey = ['matka', 'bets'] as const;

/**
 * The caller's open matka bets, every draw's, newest first: the open fancy bets (a matka bet is a
 * fancy of the Matka sport), a hundred at most, which a page of open draws never reaches.
 */
export function useMatkaBets() {
  return useQuery({
    queryKey: matkaBetsKey,
    queryFn: async () => (await expectOk(api.bet.getCurrentBets({ page: 1, limit: 100, bet_type: 'fancy' }))).data.data.filter(isMatkaBet),
    refetchInterval: 15_000,
  });
}
