import { setPasswordChangeRequiredHandler, setUnauthorizedHandler } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { isLoginHash, isPublicPageHash, isSignUpHash } from '../lib/route-guard.ts';

/**
 * Wires the session once at start: a 401/403 anywhere runs the shared logout (a 403
 * PASSWORD_CHANGE_REQUIRED the change-password screen instead), and a visitor without a session
 * starts at login (unless on sign-up or a public page) with session storage cleared (spec section 4).
 * The app adds dropping every cached answer on logout (clearCacheOnLogout).
 */
export function startSessionSync(): void {
  setUnauthorizedHandler(() => useAuthStore.getState().logOut());
  // The route guard sends a user flagged so to the change-password screen.
  setPasswordChangeRequiredHandler(() => useAuthStore.getState().updateUserInfo({ is_change_password: '1' }));
  if (!useAuthStore.getState().isAuthenticated) {
    sessionStorage.clear();
    const hash = window.location.hash;
    if (!isSignUpHash(hash) && !isPublicPageHash(hash) && !isLoginHash(hash)) window.location.hash = '#/';
  }
}

/** A logout drops every cached answer: the next user must not see them. */
export function clearCacheOnLogout(clear: () => void): void {
  useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) clear();
  });
}
