import type { AdminTable } from '@bx/contract';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useCasinoTables, useCommand } from './markets-api.ts';
import { TextField } from './text-field.tsx';

/** The live casino tables: suspend or resume each, and set its stake limits. */
export function CasinoTablesPanel() {
  const tables = useCasinoTables();
  const status = useCommand(api.admin.casino.tableStatus);
  const limits = useCommand(api.admin.casino.tableLimits);
  const [editing, setEditing] = useState<AdminTable | null>(null);
  const [form, setForm] = useState({ min_stack: '', max_stack: '', side_max_stack: '' });

  const edit = (t: AdminTable) => {
    limits.reset();
    setForm({ min_stack: String(t.min_stack), max_stack: String(t.max_stack), side_max_stack: String(t.side_max_stack) });
    setEditing(t);
  };
  const field = (key: keyof typeof form, label: string) => (
    <TextField
      id={`table-${key}`}
      label={label}
      inputMode="decimal"
      required
      value={form[key]}
      onValue={(v) => setForm({ ...form, [key]: v })}
    />
  );

  return (
    <section className="markets-tables" aria-label="Casino tables">
      <h2>Casino tables</h2>
      <FormErrorLine message={status.error?.message} />
      <ul className="approval-list">
        {(tables.data ?? []).map((t) => (
          <li key={t.match_id}>
            <div>
              <strong>{t.name}</strong>
              <small>
                {t.is_active ? 'running' : 'suspended'} · {formatMoney(t.min_stack)}–{formatMoney(t.max_stack)} (side{' '}
                {formatMoney(t.side_max_stack)})
              </small>
            </div>
            <div className="console-actions">
              <button
                type="button"
                disabled={status.isPending}
                onClick={() => status.mutate({ match_id: t.match_id, is_active: !t.is_active })}
              >
                {t.is_active ? 'Suspend' : 'Resume'}
              </button>
              <button type="button" onClick={() => edit(t)}>
                Limits
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ActionDialog
        open={editing !== null}
        title={`Limits: ${editing?.name ?? ''}`}
        action="Save"
        busy={limits.isPending}
        error={limits.error?.message}
        onSubmit={() => editing && limits.mutate({ match_id: editing.match_id, ...form }, { onSuccess: () => setEditing(null) })}
        onClose={() => setEditing(null)}
      >
        {field('min_stack', 'Min stake')}
        {field('max_stack', 'Max stake')}
        {field('side_max_stack', 'Side bet max')}
      </ActionDialog>
    </section>
  );
}

function FormErrorLine({ message }: { message?: string | undefined }) {
  return message ? <p role="alert">{message}</p> : null;
}
