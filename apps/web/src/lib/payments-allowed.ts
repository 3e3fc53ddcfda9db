import type { GlobalSetting } from '@bx/contract';
import { hasParent, type UserInfo } from './user-info.ts';

/** Deposit/withdraw and payment statements: gateway on, and a signup user with a parent (spec 6). */
export function paymentsAllowed(setting: GlobalSetting | null, userInfo: UserInfo | null): boolean {
  return String(setting?.payment_gateway) === '1' && String(userInfo?.is_signup_user) === '1' && hasParent(userInfo);
}
