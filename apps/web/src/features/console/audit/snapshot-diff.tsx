import type { AuditAction } from '@bx/contract';
import { snapshotChanges } from './snapshot-changes.ts';

const shown = (value: unknown) =>
  value === undefined ? '—' : value === null ? 'null' : typeof value === 'string' ? value : JSON.stringify(value);

/** Before → after of the fields an action changed, one line each; amounts in rupees, shares in percent. A created row folds away. */
export function SnapshotDiff({ action }: { action: AuditAction }) {
  if (!action.before && !action.after) return <span className="audit-muted">no row</span>;
  const changes = snapshotChanges(action.before, action.after);
  if (changes.length === 0) return <span className="audit-muted">unchanged</span>;
  const list = (
    <ul className="audit-diff" aria-label="Before and after">
      {changes.map((c) => (
        <li key={c.field}>
          <b>{c.field}</b> {action.before && <del>{shown(c.before)}</del>}
          {action.before && ' → '}
          <ins>{shown(c.after)}</ins>
        </li>
      ))}
    </ul>
  );
  return action.before ? (
    list
  ) : (
    <details>
      <summary>created</summary>
      {list}
    </details>
  );
}
