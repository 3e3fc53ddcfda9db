import type { ApprovalRow } from '@bx/contract';
import { useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format-money.ts';
import { ActionDialog } from './action-dialog.tsx';
import { useApprovals, useCommand } from './markets-api.ts';
import { TextField } from './text-field.tsx';

type Decision = { row: ApprovalRow; decision: 'APPROVE' | 'REJECT' } | null;

/** Four eyes: requests waiting for a second operator (and the decided ones), approved or rejected with the operator's password. */
export function ApprovalsPanel() {
  const [onlyPending, setOnlyPending] = useState(true);
  const approvals = useApprovals({ page: 1, limit: 50, ...(onlyPending ? { status: 'PENDING' as const } : {}) });
  const decide = useCommand(api.admin.approval.decide);
  const [chosen, setChosen] = useState<Decision>(null);
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState('');
  const rules = approvals.data?.settings;

  const close = () => {
    decide.reset();
    setPassword('');
    setChosen(null);
  };
  const submit = () =>
    chosen &&
    decide.mutate(
      { approval_id: chosen.row.approval_id, decision: chosen.decision, password },
      { onSuccess: (answer) => (setNotice(answer.message), close()) },
    );

  return (
    <section className="markets-approvals" aria-label="Approvals">
      <h2>Approvals</h2>
      {rules && (
        <p className="market-hint">
          Rollbacks {rules.four_eyes_rollback === '1' ? 'wait for a second operator' : 'run at once'}; chips and credits{' '}
          {rules.four_eyes_credit_threshold > 0 ? `above ${formatMoney(rules.four_eyes_credit_threshold)} wait` : 'never wait'}.
        </p>
      )}
      <label>
        <input type="checkbox" checked={onlyPending} onChange={(e) => setOnlyPending(e.target.checked)} /> Pending only
      </label>
      {notice && <p role="status">{notice}</p>}
      <ul className="approval-list">
        {(approvals.data?.data ?? []).map((row) => (
          <li key={row.approval_id}>
            <div>
              <strong>{row.summary}</strong>
              <small>
                #{row.approval_id} · {row.status} · asked by {row.requested_by}
                {row.decided_by ? ` · decided by ${row.decided_by}` : ''}
                {row.result_message ? ` · ${row.result_message}` : ''}
              </small>
            </div>
            {row.status === 'PENDING' && (
              <div className="console-actions">
                {row.can_approve && (
                  <button type="button" onClick={() => setChosen({ row, decision: 'APPROVE' })}>
                    Approve
                  </button>
                )}
                <button type="button" onClick={() => setChosen({ row, decision: 'REJECT' })}>
                  Reject
                </button>
              </div>
            )}
          </li>
        ))}
        {approvals.data?.data.length === 0 && <li>Nothing waiting.</li>}
      </ul>
      <ActionDialog
        open={chosen !== null}
        title={chosen?.decision === 'APPROVE' ? 'Approve request' : 'Reject request'}
        action={chosen?.decision === 'APPROVE' ? 'Approve' : 'Reject'}
        busy={decide.isPending}
        error={decide.error?.message}
        onSubmit={submit}
        onClose={close}
      >
        <p>{chosen?.row.summary}</p>
        <TextField
          id="decide-password"
          label="Your password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValue={setPassword}
        />
      </ActionDialog>
    </section>
  );
}
