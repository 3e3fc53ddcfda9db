// Module resolve hook (see use-sqlite-build.mjs): whatever resolves into a `better-sqlite3`
// folder (by name from Node, or by full path from Vitest's own resolver) is sent to the copy
// under another node_modules.
import { pathToFileURL } from 'node:url';

const PACKAGE = '/node_modules/better-sqlite3/';
let root;

export function initialize({ prefix }) {
  root = pathToFileURL(prefix.replace(/\/$/, '')).href;
}

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const at = resolved.url.indexOf(PACKAGE);
  if (at < 0 || resolved.url.startsWith(root)) return resolved;
  return { ...resolved, url: root + resolved.url.slice(at) };
}
