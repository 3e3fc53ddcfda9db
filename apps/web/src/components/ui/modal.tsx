import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import './modal.css';

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  children: ReactNode;
  /** Wider body for tables and rules. */
  size?: 'small' | 'large';
  footer?: ReactNode;
}

/** The app's one dialog: Radix handles focus trap, Escape and aria wiring. */
export function Modal({ open, onOpenChange, title, children, size = 'small', footer }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content className={`modal modal-${size}`} aria-describedby={undefined}>
          <div className="modal-head">
            <Dialog.Title className="modal-title">{title}</Dialog.Title>
            <Dialog.Close className="modal-close" aria-label="Close">
              ×
            </Dialog.Close>
          </div>
          <div className="modal-body">{children}</div>
          {footer && <div className="modal-foot">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
