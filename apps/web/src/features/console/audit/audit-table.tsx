import type { AuditAction } from '@bx/contract';
import { DataTable, type Column } from '../../../components/ui/data-table.tsx';
import { formatIst } from '../../../lib/format-ist.ts';
import { SnapshotDiff } from './snapshot-diff.tsx';

interface AuditTableProps {
  rows: AuditAction[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** Narrows the list to a user (its actions and those on it). */
  onUser(userId: number): void;
}

/** The recorded operator actions, newest first, with the target's changes as a compact diff. */
export function AuditTable({ rows, isLoading, error, onUser }: AuditTableProps) {
  const userLink = (userId: number, name: string) => (
    <button type="button" className="console-link" onClick={() => onUser(userId)}>
      {name}
    </button>
  );
  const columns: Column<AuditAction>[] = [
    { header: 'When', cell: (r) => formatIst(r.created_at) },
    { header: 'Who', cell: (r) => userLink(r.actor_id, `${r.actor_name} (${r.actor_role})`) },
    { header: 'Action', cell: (r) => <code>{r.action.replace(/^admin\//, '')}</code> },
    {
      header: 'Target',
      cell: (r) =>
        r.target_type === 'user' && r.target_id !== null
          ? userLink(r.target_id, r.target_name ?? `#${r.target_id}`)
          : [r.target_type, r.target_name ?? r.target_id].filter((v) => v !== null).join(' '),
    },
    { header: 'Before → after', cell: (r) => <SnapshotDiff action={r} /> },
    { header: 'Reason', cell: (r) => r.reason ?? '' },
    { header: 'IP', cell: (r) => r.ip },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.action_id}
      className="report-table audit-table"
      caption="Operator actions"
      isLoading={isLoading}
      error={error}
    />
  );
}
