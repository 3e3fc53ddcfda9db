import type { GlobalSetting } from '@bx/contract';
import { api } from './api-client.ts';
import { storageKeys } from './storage-keys.ts';

/** The last answer kept in local storage (globalData), so a reload paints at once; none when missing or corrupt. */
export function cachedSetting(): GlobalSetting | undefined {
  try {
    const raw = localStorage.getItem(storageKeys.globalData);
    return raw ? (JSON.parse(raw) as GlobalSetting) : undefined;
  } catch {
    return undefined;
  }
}

/** Fetches the site-wide setting (public) and keeps it as globalData; a refusal reads as the kept one. */
export async function fetchGlobalSetting(): Promise<GlobalSetting | null> {
  const answer = await api.globalSetting.getGlobalSetting();
  if (!answer.status || !answer.data) return cachedSetting() ?? null;
  localStorage.setItem(storageKeys.globalData, JSON.stringify(answer.data));
  return answer.data;
}

interface Fetched {
  data: GlobalSetting;
  at: number;
}
let firstFetch: Fetched | undefined;

/**
 * The first screen's fetch, before the data cache exists (the login screen loads without it): the
 * cache then starts from this answer, as fresh as it is, instead of fetching the setting again.
 */
export async function fetchGlobalSettingFirst(): Promise<GlobalSetting | null> {
  const data = await fetchGlobalSetting();
  if (data) firstFetch = { data, at: Date.now() };
  return data;
}

/** The first screen's answer, once (the data cache's first entry); none when it has not got one. */
export function takeFirstFetch(): Fetched | undefined {
  const fetched = firstFetch;
  firstFetch = undefined;
  return fetched;
}
