import type { Api, Call, calls } from '@bx/contract';
import { callMethods } from 'virtual:call-methods';
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

/** What every answer has in common: success or a refusal, and a message. */
interface Envelope {
  status: boolean;
  message: string;
  code?: string;
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {};
let onPasswordChangeRequired: UnauthorizedListener = () => {};

/** The app shell registers the shared logout here (spec section 8). */
export function setUnauthorizedHandler(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

/** The app shell registers what a 403 PASSWORD_CHANGE_REQUIRED does: back to change-password, still logged in. */
export function setPasswordChangeRequiredHandler(listener: UnauthorizedListener): void {
  onPasswordChangeRequired = listener;
}

/**
 * Sends one declared call to /api/{path} with the spec's headers. A 401 or 403 runs the shared
 * logout (a 403 PASSWORD_CHANGE_REQUIRED the forced password change instead) and returns the server's message as a refusal (every call's answer allows one); any
 * other HTTP error is thrown.
 */
async function send(call: Pick<Call, 'method' | 'path'>, body: unknown): Promise<unknown> {
  scheduleConsoleClear();
  const token = localStorage.getItem(storageKeys.token);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store, no-cache' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A POST always carries JSON, an empty object for a call that takes no body.
  const json = call.method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`/api/${call.path}`, { method: call.method, headers, body: json });
  const answer = (await response.json().catch(() => null)) as Envelope | null;
  if (response.status === 401 || response.status === 403) {
    // The session is fine; the server wants the password changed first (not a logout).
    if (answer?.code === 'PASSWORD_CHANGE_REQUIRED') onPasswordChangeRequired();
    else onUnauthorized();
    return { status: false, message: answer?.message ?? 'Please log in again.', code: answer?.code ?? 'UNAUTHORIZED', data: null };
  }
  if (!response.ok) throw new ApiError(answer?.message ?? `Request failed (${response.status})`, response.status, answer);
  if (!answer) throw new ApiError('The server sent an unreadable answer.', response.status, null);
  return answer;
}

/** A node of `api`: any property is a deeper node; calling one sends the call its path names (`api.user.login` is user/login). */
function lazyNode(path: readonly string[]): unknown {
  return new Proxy(() => undefined, {
    // Not a thenable: `await` on a node must not mistake it for a promise.
    get: (_, key) => (typeof key === 'string' && key !== 'then' ? lazyNode([...path, key]) : undefined),
    apply: async (_, __, args: unknown[]) => {
      const callPath = path.join('/');
      // The types allow only the contract's calls, and the table is the contract's (built from it).
      if (!Object.hasOwn(callMethods, callPath)) throw new Error(`${callPath} is not a call of the API.`);
      return send({ method: callMethods[callPath]!, path: callPath }, args[0]);
    },
  });
}

/**
 * Every call of the contract, typed from its declaration: `api.bet.placeMarketBet(body)`. Only each
 * call's path and method ship with the app (callMethods); the declarations, every schema of the
 * API, stay off the pages.
 */
export const api = lazyNode([]) as Api<typeof calls>;

/**
 * The answer of a call that succeeded; a business refusal becomes an Error carrying the
 * server's message (or `fallback` when it sent none), for query and mutation error states.
 */
export async function expectOk<A extends Envelope>(
  answer: Promise<A>,
  fallback = 'That did not work. Please try again.',
): Promise<Extract<A, { status: true }>> {
  const result = await answer;
  if (!result.status) throw new Error(result.message || fallback);
  return result as Extract<A, { status: true }>;
}
