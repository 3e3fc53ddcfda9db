import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { readToken } from '../lib/auth-session.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { changePasswordPath, decideGuard } from '../lib/route-guard.ts';
import { storageKeys } from '../lib/storage-keys.ts';

/** The route guard (spec sections 2 and 4) in front of every logged-in screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const userInfo = useAuthStore((s) => s.userInfo);
  const logOut = useAuthStore((s) => s.logOut);
  const decision = decideGuard({ token: readToken(), userInfo, otpMarker: localStorage.getItem(storageKeys.otpVerify), pathname });
  useEffect(() => {
    if (decision === 'logout') logOut('/');
  }, [decision, logOut]);
  if (decision === 'logout') return null;
  if (decision === 'login') return <Navigate to="/login" replace />;
  if (decision === 'change-password') return <Navigate to={changePasswordPath} replace />;
  return children;
}
