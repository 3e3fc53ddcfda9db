import type { GlobalSetting } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { storageKeys } from './storage-keys.ts';

function cachedSetting(): GlobalSetting | undefined {
  try {
    const raw = localStorage.getItem(storageKeys.globalData);
    return raw ? (JSON.parse(raw) as GlobalSetting) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchGlobalSetting(): Promise<GlobalSetting | null> {
  const answer = await api.globalSetting.getGlobalSetting();
  if (!answer.status || !answer.data) return cachedSetting() ?? null;
  localStorage.setItem(storageKeys.globalData, JSON.stringify(answer.data));
  return answer.data;
}

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
