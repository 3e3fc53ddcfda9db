import { Navigate, Outlet } from 'react-router';
import { useAuthStore } from '../lib/auth-store.ts';
import { useGlobalSetting } from '../lib/global-setting.ts';
import { paymentsAllowed } from '../lib/payments-allowed.ts';

/**
 * Deposit/withdraw and the payment statement for whom the menu shows them (spec section 6: the
 * gateway on and a signup user with a parent); anyone else reaching them by URL goes home. The
 * server refuses their calls all the same (payments-gate.ts). Nothing shows until the setting is known.
 */
export function RequirePayments() {
  const setting = useGlobalSetting();
  const userInfo = useAuthStore((s) => s.userInfo);
  if (!setting) return null;
  return paymentsAllowed(setting, userInfo) ? <Outlet /> : <Navigate to="/home" replace />;
}
