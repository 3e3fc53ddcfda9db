import type { callTable } from '@bx/contract';
import type { Plugin } from 'vite';

const ID = 'virtual:call-methods';
const RESOLVED = `\0${ID}`;

/**
 * `virtual:call-methods`: every call of the contract by its path, with its HTTP method, worked out
 * from `@bx/contract`'s call table when the app is built. That is all the web needs to send a
 * call; the table itself carries every schema of the API (zod and some 100 KB of script), which
 * the first page would otherwise load and run just to fetch the global setting.
 */
export function callMethods(): Plugin {
  return {
    name: 'bx-call-methods',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // The contract is TypeScript source: loaded through tsx, in Node, at build time only.
      const { tsImport } = await import('tsx/esm/api');
      const contract = (await tsImport('@bx/contract', import.meta.url)) as { callTable: typeof callTable };
      const methods = Object.fromEntries(contract.callTable.map((call) => [call.path, call.method]));
      return `export const callMethods = ${JSON.stringify(methods)};`;
    },
  };
}
