import type { LoginData } from '@bx/contract';
import { useAuthStore } from '../../lib/auth-store.ts';
import { landingPath } from '../../lib/operator-role.ts';
import { changePasswordPath } from '../../lib/route-guard.ts';

/** Where a login enters the app: straight to change-password when the server demands it; operators to the console. */
export const pathAfterLogin = (data: LoginData): string => (data.is_change_password === '1' ? changePasswordPath : landingPath(data.role));

/**
 * Stores the session and enters the app by its hash, replacing the login entry as the router's
 * navigate would: the login page also shows before the router has loaded (app/login-screen.tsx),
 * and the router follows a hash change. Apart from use-complete-login.ts, so the login page does
 * not load the router.
 */
export function useCompleteLoginByHash() {
  const logIn = useAuthStore((s) => s.logIn);
  return (data: LoginData) => {
    logIn(data);
    window.location.replace(`#${pathAfterLogin(data)}`);
  };
}
