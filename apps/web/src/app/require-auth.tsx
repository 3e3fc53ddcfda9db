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
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const exitPath = useAuthStore((s) => s.exitPath);
  const decision = decideGuard({ token: readToken(), userInfo, otpMarker: localStorage.getItem(storageKeys.otpVerify), pathname });
  // A guard failure with a live auth state (e.g. storage cleared elsewhere) is a logout to '/'.
  useEffect(() => {
    if (decision === 'logout' && isAuthenticated) logOut('/');
  }, [decision, isAuthenticated, logOut]);
  if (decision === 'logout') return isAuthenticated ? null : <Navigate to={exitPath} replace />;
  if (decision === 'login') return <Navigate to="/login" replace />;
  if (decision === 'change-password') return <Navigate to={changePasswordPath} replace />;
  return children;
}
