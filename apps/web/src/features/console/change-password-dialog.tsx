import type { DownlineRow } from '@bx/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../components/ui/form-error.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { useDownlinePassword } from './console-api.ts';

interface ChangePasswordDialogProps {
  /** The downline user whose password is set; null closes the dialog. */
  user: DownlineRow | null;
  onClose(): void;
}

const blank = { new_password: '', confirm_password: '', password: '' };
const FIELDS = [
  ['new_password', 'New password', 'new-password'],
  ['confirm_password', 'Confirm new password', 'new-password'],
  ['password', 'Your password', 'current-password'],
] as const;

/** Sets a downline user's password; the user must replace it at its next login and its sessions end. */
export function ChangePasswordDialog({ user, onClose }: ChangePasswordDialogProps) {
  const change = useDownlinePassword();
  const [form, setForm] = useState(blank);

  const close = () => {
    setForm(blank);
    change.reset();
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    change.mutate(
      { user_id: user.user_id, ...form },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          close();
        },
      },
    );
  };

  return (
    <Modal open={user !== null} onOpenChange={(open) => !open && close()} title={`Change password: ${user?.user_name ?? ''}`}>
      <form className="console-form" onSubmit={submit} aria-label="Change password">
        {FIELDS.map(([key, label, autoComplete]) => (
          <FormField
            key={key}
            id={`downline-${key}`}
            label={label}
            hint={key === 'new_password' ? 'At least 8 characters with a letter and a digit.' : undefined}
          >
            {(field) => (
              <input
                {...field}
                type="password"
                autoComplete={autoComplete}
                required
                value={form[key]}
                onChange={(e) => setForm({ ...form, [key]: e.target.value })}
              />
            )}
          </FormField>
        ))}
        <FormError message={change.error?.message} />
        <button type="submit" disabled={change.isPending}>
          Change password
        </button>
      </form>
    </Modal>
  );
}
