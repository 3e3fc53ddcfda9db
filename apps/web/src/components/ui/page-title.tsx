import type { ReactNode } from 'react';

/** The dark strip that heads every content screen. */
export function PageTitle({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="page-title">
      <h1>{children}</h1>
      {aside}
    </div>
  );
}
