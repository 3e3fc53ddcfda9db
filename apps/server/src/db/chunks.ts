/** Keeps every IN list and multi-row insert well under the parameter limits of SQLite and PostgreSQL. */
const CHUNK = 500;

export function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}
