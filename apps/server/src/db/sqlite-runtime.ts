/** The oldest Node major better-sqlite3 13 runs on (its `engines`). */
const OLDEST_SQLITE_NODE = 22;

/**
 * Why SQLite cannot open on this Node, or null. better-sqlite3 13 loads on Node 20 and then kills
 * the process (SIGSEGV) at its first statement, so the server says so first. The npm scripts run
 * on the Node 24 the repository brings (its `node` dependency, first on their PATH); this only
 * trips when a file is started with an older system Node directly.
 */
export function sqliteRuntimeProblem(nodeVersion: string): string | null {
  const major = Number(nodeVersion.replace(/^v/, '').split('.')[0]);
  if (major >= OLDEST_SQLITE_NODE) return null;
  return (
    `SQLite needs Node ${OLDEST_SQLITE_NODE} or later (this is Node ${nodeVersion}). Start the exchange through npm ` +
    '(npm start, npm test, npm run admin ...), which runs on the Node 24 in node_modules/.bin, or use Node 24 yourself.'
  );
}
