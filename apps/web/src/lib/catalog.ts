import type { CasinoSport, Sport } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { webConfig } from './config.ts';
import { queryKeys } from './query-keys.ts';

const listOrEmpty = <T>(data: T[] | null | undefined): T[] => (Array.isArray(data) ? data : []);

export function useSports() {
  return useQuery({
    queryKey: queryKeys.sports,
    // The spec's payload: `sport_id` blank asks for every sport. The server orders them (cricket first, politics next).
    queryFn: async () => listOrEmpty((await api.sport.getSports({ sport_id: '', is_active: '1' })).data),
    staleTime: 5 * 60_000,
  });
}

const hiddenSportIds: readonly string[] = webConfig.hiddenSportIds;

/** The sports the home tabs and the sidebar's All Sports list (the hidden ones have their own places). */
export const listedSports = (sports: Sport[]): Sport[] => sports.filter((s) => !hiddenSportIds.includes(String(s.sport_id)));

/** casino/getCasinoSport: data may come as a JSON string (spec section 7); accept either. */
export function parseCasinoSports(data: unknown): CasinoSport[] {
  if (typeof data === 'string') {
    try {
      return parseCasinoSports(JSON.parse(data));
    } catch {
      return [];
    }
  }
  return Array.isArray(data) ? [...(data as CasinoSport[])].sort((a, b) => a.order - b.order) : [];
}

export function useCasinoSports() {
  return useQuery({
    queryKey: queryKeys.casinoSports,
    queryFn: async () => parseCasinoSports((await api.casino.getCasinoSport()).data),
    staleTime: 5 * 60_000,
  });
}

export const isCasinoActive = (sports: CasinoSport[] | undefined, id: string) =>
  Boolean(sports?.some((s) => s.sport_id === id && String(s.is_active) === '1'));

export function useSeriesHeader() {
  return useQuery({
    queryKey: queryKeys.seriesHeader,
    queryFn: async () => listOrEmpty((await api.series.getSeriesHeader({ is_sidebar_call: 2 })).data),
    staleTime: 5 * 60_000,
  });
}

export function useSeries(sportId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.series(sportId),
    queryFn: async () => listOrEmpty((await api.series.getSeries({ sport_id: sportId, is_active: '1' })).data),
    enabled,
  });
}

/** Matches of a sport, or of one series when seriesId is given. */
export function useMatches(sportId: string, seriesId?: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.matches(sportId, seriesId),
    queryFn: async () =>
      listOrEmpty((await api.match.getMatches({ sport_id: sportId, ...(seriesId ? { series_id: seriesId } : {}), is_active: '1' })).data),
    enabled,
    refetchInterval: 60_000,
  });
}

/** That day's racing venues with their races (sport 7 horse racing, 4339 greyhound). */
export function useVenues(sportId: string, date: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.venues(sportId, date),
    queryFn: async () =>
      listOrEmpty((await api.match.getMatchVenueListByCountryCodeSportId({ country: 'all', date, sport_id: sportId })).data),
    enabled,
  });
}
