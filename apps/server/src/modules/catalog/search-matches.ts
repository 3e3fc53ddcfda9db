import { sql, type Kysely } from 'kysely';
import { MAX_SEARCH_RESULTS, MIN_SEARCH_LENGTH, type Match } from '@bx/contract';
import type { Database } from '../../db/schema.ts';
import { selectOpenMatches, toMatch } from './match-query.ts';

/** LIKE wildcards and the escape character itself match literally. */
function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Open matches whose name contains the text, case-insensitive in both dialects (lower() on both
 * sides), at most MAX_SEARCH_RESULTS, grouped by sport name. Under MIN_SEARCH_LENGTH: nothing.
 */
export async function searchMatches(db: Kysely<Database>, search: string): Promise<Record<string, Match[]>> {
  const text = search.trim();
  if (text.length < MIN_SEARCH_LENGTH) return {};
  const rows = await selectOpenMatches(db)
    .where(sql<boolean>`lower(${sql.ref('matches.name')}) like ${likeContains(text)} escape ${'\\'}`)
    .orderBy('matches.open_date')
    .orderBy('matches.match_id')
    .limit(MAX_SEARCH_RESULTS)
    .execute();
  const grouped: Record<string, Match[]> = {};
  for (const row of rows) (grouped[row.sport_name] ??= []).push(toMatch(row));
  return grouped;
}
