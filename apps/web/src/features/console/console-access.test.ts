import { describe, expect, it } from 'vitest';
import { consoleAccess } from './console-access.ts';

const user = (role: string | undefined, is_change_password = '0') => ({
  user_id: 1,
  user_name: 'u',
  is_change_password,
  is_signup_user: '0',
  role,
});
const at = (userInfo: ReturnType<typeof user> | null, token: string | null = 't') => ({
  token,
  userInfo,
  otpMarker: null,
  pathname: '/console',
});

describe('consoleAccess', () => {
  it('lets admins, masters and agents in', () => {
    for (const role of ['admin', 'master', 'agent']) expect(consoleAccess(at(user(role)))).toBe('allow');
  });

  it('sends a customer, or a session stored before roles were, home', () => {
    expect(consoleAccess(at(user('customer')))).toBe('home');
    expect(consoleAccess(at(user(undefined)))).toBe('home');
  });

  it('keeps the app guard first: no session logs out, a forced password change comes before the console', () => {
    expect(consoleAccess(at(user('admin'), null))).toBe('logout');
    expect(consoleAccess(at(user('master', '1')))).toBe('change-password');
  });
});
