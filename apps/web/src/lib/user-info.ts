/** The stored user info (local storage `userinfo`), as user/login and user/signup answer it. */
export interface UserInfo {
  user_id: number | string;
  user_name: string;
  name?: string;
  parent_id?: number | string | null;
  is_change_password: string;
  is_signup_user: string;
  [field: string]: unknown;
}

/** The login answer: the token plus the user info (api.md, Auth). */
export type LoginData = UserInfo & { token: string };

/** A parent exists when parent_id is set and not 0 (top-level accounts carry none). */
export function hasParent(info: Pick<UserInfo, 'parent_id'> | null): boolean {
  const parent = info?.parent_id;
  return parent !== null && parent !== undefined && parent !== '' && String(parent) !== '0';
}
