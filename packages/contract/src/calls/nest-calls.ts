import type { Call } from './define-calls.ts';

type Nest<P extends string, C> = P extends `${infer Head}/${infer Rest}` ? { [K in Head]: Nest<Rest, C> } : { [K in P]: C };
type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The calls of a table as a tree: `bet/placeMarketBet` becomes `tree.bet.placeMarketBet`. */
export type CallTree<C extends Call> = Intersect<C extends Call<infer P> ? Nest<P, C> : never>;

interface Branch {
  [segment: string]: Branch | Call;
}

/**
 * Builds the tree of a table's calls from their paths. A path declared twice, or one that is
 * both a call and the folder of others, throws: each path names exactly one call.
 */
export function nestCalls<C extends Call>(table: readonly C[]): CallTree<C> {
  const root: Branch = {};
  for (const call of table) {
    const segments = call.path.split('/');
    const name = segments.pop()!;
    let branch = root;
    for (const segment of segments) {
      const next = branch[segment] ?? (branch[segment] = {});
      if (isCall(next)) throw new Error(`${call.path}: ${next.path} is a call, not a folder`);
      branch = next;
    }
    if (name in branch) throw new Error(`${call.path} is declared twice, or is also a folder of calls`);
    branch[name] = call;
  }
  return root as CallTree<C>;
}

/** Whether a tree node is a call (a leaf) rather than a folder of calls. */
export function isCall(node: unknown): node is Call {
  return typeof node === 'object' && node !== null && 'path' in node && 'answer' in node;
}
