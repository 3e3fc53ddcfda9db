import { buttonValueRows, type ButtonValue } from '@bx/contract';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** user/getButtonValue answers a JSON string of rows (the family's format) or an array; anything unreadable means no buttons. */
async function fetchButtonValues(): Promise<ButtonValue[]> {
  const { data } = await api.user.getButtonValue();
  try {
    const parsed = buttonValueRows.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** The one query behind the header's button editor and the slip's quick stakes: they share a cache entry, so they share the fetcher. */
export const buttonValuesQuery = { queryKey: queryKeys.buttonValues, queryFn: fetchButtonValues };
