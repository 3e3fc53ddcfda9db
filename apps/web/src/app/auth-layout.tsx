import { Outlet } from 'react-router';
import { useGlobalSetting } from '../lib/global-setting.ts';
import './layouts.css';

/** Login and sign-up: a centred card over the brand colour. */
export function AuthLayout() {
  const setting = useGlobalSetting();
  return (
    <main className="auth-screen">
      <div className="auth-card">
        <img className="auth-logo" src={setting?.logo || `${import.meta.env.BASE_URL}logo.svg`} alt={setting?.site_title || 'Exchange'} />
        <Outlet />
      </div>
    </main>
  );
}
