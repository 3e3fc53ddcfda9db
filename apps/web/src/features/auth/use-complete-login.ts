import type { LoginData } from '@bx/contract';
import { useNavigate } from 'react-router';
import { useAuthStore } from '../../lib/auth-store.ts';
import { pathAfterLogin } from './complete-login.ts';

/** Stores the session and enters the app through the router (sign-up, a route of the router). */
export function useCompleteLogin() {
  const logIn = useAuthStore((s) => s.logIn);
  const navigate = useNavigate();
  return (data: LoginData) => {
    logIn(data);
    navigate(pathAfterLogin(data), { replace: true });
  };
}
