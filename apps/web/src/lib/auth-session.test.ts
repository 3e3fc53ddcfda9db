import { beforeEach, describe, expect, it } from 'vitest';
import { clearLoginSession, hasSession, readUserInfo, saveLoginSession } from './auth-session.ts';
import { useAuthStore } from './auth-store.ts';

const login = { token: 'tok', user_id: 12, user_name: 'demo', name: 'Demo', parent_id: 3, is_change_password: '0', is_signup_user: '1' };

describe('login session storage', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('stores token, logedIn, userinfo, userId, parent_id and the welcome flag', () => {
    saveLoginSession(login);
    expect(localStorage.getItem('usertoken')).toBe('tok');
    expect(localStorage.getItem('logedIn')).toBe('true');
    expect(localStorage.getItem('userId')).toBe('12');
    expect(localStorage.getItem('parent_id')).toBe('3');
    expect(localStorage.getItem('openWelcomePopup')).toBe('1');
    expect(readUserInfo()).toEqual({
      user_id: 12,
      user_name: 'demo',
      name: 'Demo',
      parent_id: 3,
      is_change_password: '0',
      is_signup_user: '1',
    });
    expect(hasSession()).toBe(true);
  });

  it('logout removes exactly userinfo, usertoken, logedIn, parent_id and session exposureBalance', () => {
    saveLoginSession(login);
    localStorage.setItem('showBalance', '1');
    sessionStorage.setItem('exposureBalance', '-50');
    clearLoginSession();
    for (const key of ['userinfo', 'usertoken', 'logedIn', 'parent_id']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('exposureBalance')).toBeNull();
    expect(localStorage.getItem('userId')).toBe('12');
    expect(localStorage.getItem('showBalance')).toBe('1');
    expect(hasSession()).toBe(false);
  });

  it('reads corrupt stored user info as none', () => {
    localStorage.setItem('usertoken', 'tok');
    localStorage.setItem('userinfo', '{oops');
    expect(readUserInfo()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('the shared logout sets auth false and goes to /login', () => {
    useAuthStore.getState().logIn(login);
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    useAuthStore.getState().logOut();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('usertoken')).toBeNull();
    expect(window.location.hash).toBe('#/login');
  });
});
