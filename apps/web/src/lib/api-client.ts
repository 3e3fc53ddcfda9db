import { scheduleConsoleClear } from './console-clear.ts';
import { storageKeys } from './storage-keys.ts';

/** Raised for HTTP failures other than 401/403 (those log out and come back as a value). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface ApiEnvelope<T> {
  status: boolean;
  message: string;
  code?: string;
  data: T;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};

/** The app shell registers the shared logout here (spec section 8). */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/**
 * Calls /api/{path} with the spec's headers. A 401 or 403 runs the shared logout and returns
 * the server's message as a normal value; any other HTTP error is thrown.
 */
async function apiCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiEnvelope<T>> {
  scheduleConsoleClear();
  const token = localStorage.getItem(storageKeys.token);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store, no-cache' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const json = (await response.json().catch(() => null)) as ApiEnvelope<T> | null;
  if (response.status === 401 || response.status === 403) {
    onUnauthorized();
    return { status: false, message: json?.message ?? 'Please log in again.', code: json?.code, data: null as T };
  }
  if (!response.ok) throw new ApiError(json?.message ?? `Request failed (${response.status})`, response.status, json);
  if (!json) throw new ApiError('The server sent an unreadable answer.', response.status, null);
  return json;
}

export const apiGet = <T>(path: string) => apiCall<T>('GET', path);
export const apiPost = <T>(path: string, body: unknown = {}) => apiCall<T>('POST', path, body);

/**
 * The answer of a call that succeeded; a business rejection becomes an Error carrying the
 * server's message (or `fallback` when it sent none), for query and mutation error states.
 */
export async function expectOk<T>(answer: Promise<ApiEnvelope<T>>, fallback = 'That did not work. Please try again.'): Promise<ApiEnvelope<T>> {
  const result = await answer;
  if (!result.status) throw new Error(result.message || fallback);
  return result;
}
