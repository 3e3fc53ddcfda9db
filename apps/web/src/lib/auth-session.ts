import { sessionKeys, storageKeys } from './storage-keys.ts';
import type { LoginData, UserInfo } from './user-info.ts';

/** Reads the stored user info; a missing or corrupt entry reads as none. */
export function readUserInfo(): UserInfo | null {
  const raw = localStorage.getItem(storageKeys.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as UserInfo) : null;
  } catch {
    return null;
  }
}

export const readToken = (): string | null => localStorage.getItem(storageKeys.token);

/** 'Logged in' means a token is present; entering the app also needs the stored user info. */
export const hasSession = (): boolean => Boolean(readToken()) && readUserInfo() !== null;

/** Stores what login and sign-up answer; the welcome popup is armed for this login. */
export function saveLoginSession(data: LoginData): UserInfo {
  const { token, ...info } = data;
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.loggedIn, 'true');
  saveUserInfo(info);
  localStorage.setItem(storageKeys.userId, String(info.user_id));
  localStorage.setItem(storageKeys.parentId, info.parent_id === null || info.parent_id === undefined ? '' : String(info.parent_id));
  localStorage.setItem(storageKeys.openWelcomePopup, '1');
  localStorage.removeItem(storageKeys.otpVerify);
  return info;
}

export function saveUserInfo(info: UserInfo): void {
  localStorage.setItem(storageKeys.userInfo, JSON.stringify(info));
}

/** Spec section 4: local logout removes exactly these keys (the view flags and settings stay). */
export function clearLoginSession(): void {
  for (const key of [storageKeys.userInfo, storageKeys.token, storageKeys.loggedIn, storageKeys.parentId]) localStorage.removeItem(key);
  sessionStorage.removeItem(sessionKeys.exposureBalance);
}
