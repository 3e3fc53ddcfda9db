import type { ReactNode } from 'react';
import { Modal } from '../../components/ui/modal.tsx';

/** The header's Rules link opens the site rules (the app passes the rules feature's component in). */
export function RulesModal({ open, onOpenChange, children }: { open: boolean; onOpenChange(open: boolean): void; children: ReactNode }) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Rules" size="large">
      {open && children}
    </Modal>
  );
}
