import type { Call, CallAnswer, CallBody } from './define-calls.ts';
import { isCall } from './nest-calls.ts';

/** A call as a function: its body in (none for a call without one), its 200 answer out. */
export type CallFunction<C extends Call> = C['body'] extends undefined
  ? () => Promise<CallAnswer<C>>
  : (body: CallBody<C>) => Promise<CallAnswer<C>>;

/** A tree of calls as a tree of functions: `api.bet.placeMarketBet(body)`. */
export type Api<T> = { [K in keyof T]: T[K] extends Call ? CallFunction<T[K]> : Api<T[K]> };

/** Sends one call (the web's fetch, a test's inject) and resolves with the answer's JSON. */
export type Transport = (call: Call, body: unknown) => Promise<unknown>;

/**
 * The callable twin of a call tree: every leaf becomes a function that hands its declaration and
 * body to `transport`. The transport decides how (fetch, headers, logout on 401); the types come
 * from the declarations, so no caller names a path or writes an answer type by hand.
 */
export function buildApi<T extends object>(tree: T, transport: Transport): Api<T> {
  const api: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree)) {
    api[key] = isCall(node) ? (body?: unknown) => transport(node, body) : buildApi(node as object, transport);
  }
  return api as Api<T>;
}
