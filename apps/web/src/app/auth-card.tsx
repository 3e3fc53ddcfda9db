import type { GlobalSetting } from '@bx/contract';
import type { ReactNode } from 'react';
import './layouts.css';

/** Login and sign-up: a centred card over the brand colour, under the operator's logo. */
export function AuthCard({ setting, children }: { setting: GlobalSetting | null; children: ReactNode }) {
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <img className="auth-logo" src={setting?.logo || `${import.meta.env.BASE_URL}logo.svg`} alt={setting?.site_title || 'Exchange'} />
        {children}
      </div>
    </main>
  );
}
