import { describe, expect, it } from 'vitest';
import { decideGuard, isPublicPageHash, isSignUpHash, shouldShowWelcome } from './route-guard.ts';
import type { UserInfo } from './user-info.ts';

const user = (is_change_password: string): UserInfo => ({ user_id: 7, user_name: 'demo', is_change_password, is_signup_user: '0' });

describe('decideGuard', () => {
  it('sends a visitor without a token to login (logout)', () => {
    expect(decideGuard({ token: null, userInfo: user('0'), otpMarker: null, pathname: '/home' })).toBe('logout');
  });

  it('treats a token without stored user info as logged out', () => {
    expect(decideGuard({ token: 't', userInfo: null, otpMarker: null, pathname: '/home' })).toBe('logout');
  });

  it('sends a user with a pending otp-verify marker to login', () => {
    expect(decideGuard({ token: 't', userInfo: user('0'), otpMarker: '1', pathname: '/home' })).toBe('login');
  });

  it('forces change-password while is_change_password is 1, and lets that screen through', () => {
    expect(decideGuard({ token: 't', userInfo: user('1'), otpMarker: null, pathname: '/home' })).toBe('change-password');
    expect(decideGuard({ token: 't', userInfo: user('1'), otpMarker: null, pathname: '/setting/change-password' })).toBe('allow');
  });

  it('allows a logged-in user', () => {
    expect(decideGuard({ token: 't', userInfo: user('0'), otpMarker: null, pathname: '/user' })).toBe('allow');
  });
});

describe('isSignUpHash', () => {
  it('reads the third segment of the hash', () => {
    expect(isSignUpHash('#/auth/sign-up')).toBe(true);
    expect(isSignUpHash('#/login')).toBe(false);
    expect(isSignUpHash('#/auth/login')).toBe(false);
    expect(isSignUpHash('')).toBe(false);
  });
});

describe('shouldShowWelcome', () => {
  it('shows only with the welcome flag and no forced password change', () => {
    expect(shouldShowWelcome(user('0'), '1')).toBe(true);
    expect(shouldShowWelcome(user('0'), null)).toBe(false);
    expect(shouldShowWelcome(user('1'), '1')).toBe(false);
    expect(shouldShowWelcome(null, '1')).toBe(false);
  });
});

describe('isPublicPageHash', () => {
  it('opens the page layout (rules, terms, responsible gaming) without login, and nothing else', () => {
    expect(isPublicPageHash('#/page/rules')).toBe(true);
    expect(isPublicPageHash('#/page/responsible-gaming')).toBe(true);
    expect(isPublicPageHash('#/home')).toBe(false);
    expect(isPublicPageHash('#/report/account-statement')).toBe(false);
  });
});
