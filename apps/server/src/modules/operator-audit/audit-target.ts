import type { AuditAction } from '@bx/contract';

export interface AuditTarget {
  type: NonNullable<AuditAction['target_type']>;
  id: number;
}

/** The id fields a request or an answer names its target by, most specific first. */
const ID_FIELDS = [
  ['user_id', 'user'],
  ['market_id', 'market'],
  ['fancy_id', 'fancy'],
  ['match_id', 'match'],
] as const;

function firstId(fields: unknown): AuditTarget | null {
  if (typeof fields !== 'object' || fields === null) return null;
  for (const [field, type] of ID_FIELDS) {
    const id = (fields as Record<string, unknown>)[field];
    if (typeof id === 'number' && Number.isInteger(id)) return { type, id };
  }
  return null;
}

/** Whether the call creates its target: the target is then named by the answer, and there is no "before". */
export const createsTarget = (path: string) => path.endsWith('/create');

/**
 * What an operator call acts on: the global setting for the settings calls; for a create call
 * the id its answer returns (a market created under a match is the market, not the match);
 * otherwise the first id of its request (user, market, fancy, match). Null when it names none.
 * The matka calls name a draw by `market_id`, but a draw is a match (its matches row), not a markets row.
 */
export function auditTarget(path: string, body: unknown, answerData?: unknown): AuditTarget | null {
  if (path.startsWith('admin/settings/')) return { type: 'setting', id: 1 };
  const target = createsTarget(path) ? firstId(answerData) : firstId(body);
  return path.startsWith('admin/matka/') && target?.type === 'market' ? { type: 'match', id: target.id } : target;
}
