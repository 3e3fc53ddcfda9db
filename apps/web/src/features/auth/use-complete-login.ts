import type { LoginData } from '@bx/contract';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../lib/auth-store.ts';
import { landingPath } from '../../lib/operator-role.ts';
import { changePasswordPath } from '../../lib/route-guard.ts';

/** Stores the session and enters the app (straight to change-password when the server demands it; operators to the console). */
export function useCompleteLogin() {
  const logIn = useAuthStore((s) => s.logIn);
  const navigate = useNavigate();
  return (data: LoginData) => {
    logIn(data);
    navigate(data.is_change_password === '1' ? changePasswordPath : landingPath(data.role), { replace: true });
  };
}
