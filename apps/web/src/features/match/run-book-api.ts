import type { FancyRunBook } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api, expectOk } from '../../lib/api-client.ts';

async function fetchRunBook(fancyId: number): Promise<FancyRunBook> {
  const answer = await expectOk(api.bet.getRunBook({ fancy_id: fancyId }), 'The book could not be loaded.');
  return answer.data;
}

/** The caller's run book on one fancy, fetched fresh each time the panel opens (bets move it). */
export function useRunBook(fancyId: number, open: boolean) {
  return useQuery({ queryKey: ['bet', 'run-book', fancyId], queryFn: () => fetchRunBook(fancyId), enabled: open, staleTime: 0 });
}
