import type { DownlineRow } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../components/ui/form-error.tsx';
import { OperatorPasswordField } from './operator-password-field.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatIst } from '../../lib/format-ist.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { useCreditHistory, useCreditReference } from './console-api.ts';

interface CreditReferenceDialogProps {
  /** The user whose credit reference is edited; null closes the dialog. */
  user: DownlineRow | null;
  onClose(): void;
}

/** Edit a downline user's credit reference (the operator's password re-checked) and list its past changes. */
export function CreditReferenceDialog({ user, onClose }: CreditReferenceDialogProps) {
  const save = useCreditReference();
  const history = useCreditHistory(user?.user_id);
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');

  const close = () => {
    setAmount('');
    setPassword('');
    save.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    save.mutate(
      { user_id: user.user_id, credit_reference: amount, password },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
      },
    );
  };

  const changes = history.data?.history ?? [];
  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && close()} title={`Credit reference: ${user?.user_name ?? ''}`}>
      <form className="console-form" onSubmit={submit} aria-label="Credit reference">
        <p>Current: {formatMoney(history.data?.credit_reference ?? user?.credit_reference)}</p>
        <FormField id="credit-amount" label="New credit reference">
          {(field) => <input {...field} inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </FormField>
        <OperatorPasswordField id="credit-password" value={password} onChange={setPassword} />
        <FormError message={save.error?.message} />
        <button type="submit" disabled={save.isPending}>
          Save
        </button>
      </form>
      <section aria-label="Credit reference history">
        <h3>History</h3>
        <FormError message={history.error?.message} />
        {history.isLoading && <p>Loading…</p>}
        {history.data && changes.length === 0 && <p>No changes yet.</p>}
        <ul className="console-history">
          {changes.map((c, i) => (
            <li key={`${c.date}-${i}`}>
              {formatIst(c.date)}: {formatMoney(c.old_value)} → {formatMoney(c.new_value)} by {c.changed_by}
            </li>
          ))}
        </ul>
      </section>
    </Modal>
  );
}
