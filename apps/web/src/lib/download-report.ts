import type { calls, CustomerExportQuery, OperatorExportQuery } from '@bx/contract';
import { saveFile } from './save-file.ts';
import { storageKeys } from './storage-keys.ts';

type CustomerPath = (typeof calls)['report']['export']['path'];
type OperatorPath = (typeof calls)['admin']['report']['export']['path'];

/** Which download, with the filters of the screen it is pressed on. */
export type ReportDownload = { path: CustomerPath; query: CustomerExportQuery } | { path: OperatorPath; query: OperatorExportQuery };

/**
 * Fetches a report's CSV (the same filters as the screen) with the session's token and saves it
 * under the server's file name. The token goes in the header, never the URL, so the download is
 * a fetch, not a link. A refusal (a range too old, 403) is thrown with the server's message.
 */
export async function downloadReport({ path, query }: ReportDownload): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const token = localStorage.getItem(storageKeys.token);
  const response = await fetch(`/api/${path}?${params}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const answer = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(answer?.message ?? `The download failed (${response.status}).`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'report.csv';
  saveFile(name, await response.blob());
}
