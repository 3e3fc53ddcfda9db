import { useQuery } from '@tanstack/react-query';
import { api, expectOk } from '../../lib/api-client.ts';

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
