import { useQuery } from '@tanstack/react-query';
import type { SlotGame } from '@bx/contract';
import { api } from '../../lib/api-client.ts';

async function fetchGames(): Promise<SlotGame[]> {
  const answer = await api.slot.getGames();
  if (!answer.status) throw new Error(answer.message);
  return answer.data;
}

/** The slot titles (constants on the server: fetched once per session). */
export function useSlotGames() {
  return useQuery({ queryKey: ['slot', 'games'], queryFn: fetchGames, staleTime: Infinity });
}
