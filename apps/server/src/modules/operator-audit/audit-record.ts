/**
 * A value as an audit row's JSON object: an object as it is, anything else (a call whose body is an
 * array, such as admin/settings/setButtons) under `value`. The answer's `request`, `before` and
 * `after` are objects, so a stored row can never make the audit list unreadable.
 */
export function asAuditRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
}
