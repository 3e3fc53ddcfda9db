// Module resolve hook (see use-sqlite-build.mjs): whatever resolves into a `better-sqlite3`
// folder (by name from Node, or by full path from Vitest's own resolver or a worker's `require`)
// is sent to the copy under another node_modules.
import { pathToFileURL } from 'node:url';

const PACKAGE = '/node_modules/better-sqlite3/';

/** The resolution moved under `prefix`'s node_modules when it lands in a better-sqlite3 folder elsewhere. */
export function redirected(resolved, prefix) {
  const root = pathToFileURL(prefix.replace(/\/$/, '')).href;
  const at = resolved.url.indexOf(PACKAGE);
  if (at < 0 || resolved.url.startsWith(root)) return resolved;
  return { ...resolved, url: root + resolved.url.slice(at) };
}
