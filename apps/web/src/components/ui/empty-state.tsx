import type { ReactNode } from 'react';

/** A clear statement where content is missing or not open yet, never a blank area. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="empty-state" role="status">
      <strong>{title}</strong>
      {children && <p>{children}</p>}
    </div>
  );
}
