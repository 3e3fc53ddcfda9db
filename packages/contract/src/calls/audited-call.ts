import type { Call } from './define-calls.ts';

/** Words that name a read: the first or last word of a call's name (getX, list, creditReferenceHistory) or a report folder. */
const READ_WORDS = new Set([
  'get',
  'list',
  'export',
  'statement',
  'summary',
  'book',
  'feed',
  'search',
  'transactions',
  'actions',
  'history',
  'report',
  'reports',
]);

const words = (name: string) => name.split(/(?=[A-Z])/).map((w) => w.toLowerCase());

/**
 * Whether the server records a call in the operator audit (admin/audit/actions): every POST
 * of an operator (access admin or operator) that is not a read. Derived from the declaration so
 * a new operator call is recorded without anyone remembering to: an unknown name counts as a
 * change, and a read whose name does not say so declares `reads: true`.
 */
export function isAuditedCall(call: Call): boolean {
  if (call.method !== 'POST' || call.reads || (call.access !== 'admin' && call.access !== 'operator')) return false;
  const segments = call.path.split('/');
  const name = words(segments.at(-1)!);
  return !(READ_WORDS.has(name[0]!) || READ_WORDS.has(name.at(-1)!) || segments.slice(0, -1).some((s) => READ_WORDS.has(s)));
}
