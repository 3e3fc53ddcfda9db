import type { GlobalSetting } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { cachedSetting, fetchGlobalSetting } from './global-setting-source.ts';
import { queryKeys } from './query-keys.ts';

/** The site-wide setting (public); the last answer is kept as globalData so a reload paints at once. */
export function useGlobalSetting(): GlobalSetting | null {
  const { data } = useQuery({
    queryKey: queryKeys.globalSetting,
    queryFn: fetchGlobalSetting,
    initialData: cachedSetting,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
  return data ?? null;
}
