import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
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

/**
 * The app's one dialog: Radix handles focus trap, Escape and aria wiring. Closed, it gives the
 * focus back to what had it when it opened: Radix does that only for its own Dialog.Trigger, and
 * the app's dialogs open from their callers' buttons, so a keyboard user was sent back to the
 * top of the page.
 */
export function Modal({ open, onOpenChange, title, children, size = 'small', footer }: ModalProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay" />
        <Dialog.Content
          className={`modal modal-${size}`}
          aria-describedby={undefined}
          // Called before the dialog takes the focus: what has it now opened the dialog.
          onOpenAutoFocus={() => void (opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null)}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
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
