import type { UserInfo } from './user-info.ts';

/** The sign-up screen is the one place open without login: its hash's third segment is 'sign-up' (#/auth/sign-up). */
export function isSignUpHash(hash: string): boolean {
  return hash.split('/')[2] === 'sign-up';
}

/**
 * The public 'page' layout (site rules, terms, responsible gaming) is readable before login:
 * the spec calls that layout public, and a visitor must be able to read the rules and the
 * responsible-gaming tools before opening an account.
 */
export function isPublicPageHash(hash: string): boolean {
  return hash.startsWith('#/page/');
}

/** The login screen's hashes: where a visitor without a session lands, and where failed balance calls are not retried. */
export const isLoginHash = (hash: string): boolean => ['', '#/', '#/login'].includes(hash);

export const changePasswordPath = '/setting/change-password';

export interface GuardInput {
  token: string | null;
  userInfo: UserInfo | null;
  otpMarker: string | null;
  /** The router's pathname inside the hash, e.g. '/home'. */
  pathname: string;
}

/**
 * What entering the logged-in area does (spec sections 2 and 4):
 * - 'logout': no token or no stored user info -> auth false, to '/'
 * - 'login': an otp-verify marker is pending -> to login
 * - 'change-password': is_change_password '1' forces the change-password screen
 * - 'allow'
 */
export type GuardDecision = 'logout' | 'login' | 'change-password' | 'allow';

export function decideGuard({ token, userInfo, otpMarker, pathname }: GuardInput): GuardDecision {
  if (!token || !userInfo) return 'logout';
  if (otpMarker) return 'login';
  if (String(userInfo.is_change_password) === '1' && pathname !== changePasswordPath) return 'change-password';
  return 'allow';
}

/** The welcome popup shows once per login, only when the password need not change. */
export function shouldShowWelcome(userInfo: UserInfo | null, welcomeFlag: string | null): boolean {
  return Boolean(userInfo) && String(userInfo?.is_change_password) === '0' && Boolean(welcomeFlag);
}
