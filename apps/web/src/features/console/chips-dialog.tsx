import type { DownlineRow } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../components/ui/form-error.tsx';
import { OperatorPasswordField } from './operator-password-field.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { useChips } from './console-api.ts';

interface ChipsDialogProps {
  /** The child the chips move with; null closes the dialog. */
  user: DownlineRow | null;
  type: 'D' | 'W';
  onClose(): void;
}

/** Deposit chips to a child or withdraw them, the operator's password re-checked by the server. */
export function ChipsDialog({ user, type, onClose }: ChipsDialogProps) {
  const chips = useChips();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const title = type === 'D' ? 'Deposit chips' : 'Withdraw chips';

  const close = () => {
    setAmount('');
    setRemark('');
    setPassword('');
    chips.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    // A move above the four-eyes threshold only files a request: the server's message says so.
    chips.mutate(
      { user_id: user.user_id, type, amount, remark, password },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
      },
    );
  };

  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && close()} title={`${title}: ${user?.user_name ?? ''}`}>
      <form className="console-form" onSubmit={submit} aria-label={title}>
        <p>Available: {formatMoney(user?.available)}</p>
        <FormField id="chips-amount" label="Amount">
          {(field) => <input {...field} inputMode="decimal" required value={amount} onChange={(e) => setAmount(e.target.value)} />}
        </FormField>
        <FormField id="chips-remark" label="Remark">
          {(field) => <input {...field} required maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} />}
        </FormField>
        <OperatorPasswordField id="chips-password" value={password} onChange={setPassword} />
        <FormError message={chips.error?.message} />
        <button type="submit" disabled={chips.isPending}>
          {type === 'D' ? 'Deposit' : 'Withdraw'}
        </button>
      </form>
    </Modal>
  );
}
