import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { useAuthStore } from '../lib/auth-store.ts';
import { queryClient } from '../lib/query-client.ts';
import { isSignUpHash } from '../lib/route-guard.ts';

/**
 * Wires the session once at start: a 401/403 anywhere runs the shared logout, a logout drops
 * every cached answer (the next user must not see them), and a visitor without a session
 * starts at login (unless on sign-up) with session storage cleared (spec section 4).
 */
export function startSessionSync(): void {
  setUnauthorizedHandler(() => useAuthStore.getState().logOut());
  useAuthStore.subscribe((state, previous) => {
    if (previous.isAuthenticated && !state.isAuthenticated) queryClient.clear();
  });
  if (!useAuthStore.getState().isAuthenticated) {
    sessionStorage.clear();
    if (!isSignUpHash(window.location.hash) && !['', '#/', '#/login'].includes(window.location.hash)) window.location.hash = '#/';
  }
}
