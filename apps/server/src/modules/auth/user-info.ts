import type { LoginData } from '@bx/contract';
import type { UserRow } from './user-repository.ts';

/** The answer of login and sign-up: the token plus the user info the client stores. */
export function loginData(user: UserRow, token: string): LoginData {
  return {
    token,
    user_id: Number(user.user_id),
    user_name: user.user_name,
    name: user.name,
    parent_id: user.parent_id === null ? null : Number(user.parent_id),
    is_change_password: user.is_change_password ? '1' : '0',
    is_signup_user: user.is_signup_user ? '1' : '0',
    role: user.role,
  };
}
