import { create } from 'zustand';
import { clearLoginSession, hasSession, readUserInfo, saveLoginSession, saveUserInfo } from './auth-session.ts';
import type { LoginData, UserInfo } from './user-info.ts';

interface AuthState {
  isAuthenticated: boolean;
  userInfo: UserInfo | null;
  /** Where the last logout sent the user; the route guard redirects there too, so the two never disagree. */
  exitPath: string;
  /** After user/login or user/signup answered with a token. */
  logIn(data: LoginData): void;
  /** The shared local logout: clears the stored session, auth false, then to `to` (default /login). */
  logOut(to?: string): void;
  /** After the server changed a stored field (e.g. is_change_password after a password change). */
  updateUserInfo(patch: Partial<UserInfo>): void;
}

/** Auth state (spec section 4): true at start only with a token and stored user info. */
export const useAuthStore = create<AuthState>((set, get) => ({
  isAuthenticated: hasSession(),
  userInfo: hasSession() ? readUserInfo() : null,
  exitPath: '/',
  logIn(data) {
    set({ isAuthenticated: true, userInfo: saveLoginSession(data) });
  },
  logOut(to = '/login') {
    clearLoginSession();
    set({ isAuthenticated: false, userInfo: null, exitPath: to });
    // Hash routing: changing the hash is the navigation, and works from outside React too.
    if (window.location.hash !== `#${to}`) window.location.hash = `#${to}`;
  },
  updateUserInfo(patch) {
    const current = get().userInfo;
    if (!current) return;
    const next = { ...current, ...patch };
    saveUserInfo(next);
    set({ userInfo: next });
  },
}));
