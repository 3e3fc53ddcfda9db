import type { CasinoSport, ProviderLobby } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { isCasinoActive } from './catalog.ts';

export const providerLobbiesKey = ['provider', 'lobbies'] as const;

/** The third-party casinos switched on (provider/getLobbies): the menus show only what these offer. */
export function useProviderLobbies() {
  return useQuery({
    queryKey: providerLobbiesKey,
    queryFn: async () => {
      const answer = await api.provider.getLobbies();
      return answer.status ? answer.data : [];
    },
    staleTime: 30_000,
  });
}

/** A provider menu is shown while at least one provider of it is switched on (and, for a casino sport, that sport is active). */
export function isProviderMenuOn(lobbies: ProviderLobby[] | undefined, sportId: string, casino?: CasinoSport[]): boolean {
  const provided = Boolean(lobbies?.some((l) => l.sport_id === sportId));
  return casino === undefined ? provided : provided && isCasinoActive(casino, sportId);
}
