import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../../../components/ui/form-error.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

interface ActionDialogProps {
  open: boolean;
  title: string;
  /** The submit button's label. */
  action: string;
  busy: boolean;
  error?: string | null;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** The tab's one form dialog (Radix, through Modal): fields, the server's refusal, one submit button. */
export function ActionDialog({ open, title, action, busy, error, onSubmit, onClose, children }: ActionDialogProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      <form className="console-form" onSubmit={submit} aria-label={title}>
        {children}
        <FormError message={error} />
        <button type="submit" disabled={busy}>
          {action}
        </button>
      </form>
    </Modal>
  );
}
