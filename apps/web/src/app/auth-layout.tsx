import { Outlet } from 'react-router';
import { useGlobalSetting } from '../lib/global-setting.ts';
import { AuthCard } from './auth-card.tsx';

/** Login and sign-up inside the router: the auth card around the route's form. */
export function AuthLayout() {
  return (
    <AuthCard setting={useGlobalSetting()}>
      <Outlet />
    </AuthCard>
  );
}
