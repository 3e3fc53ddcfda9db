import { api } from '../../lib/api-client.ts';
import { readToken } from '../../lib/auth-session.ts';
import type { UserInfo } from '../../lib/user-info.ts';

/** Revokes the token on the server; sign-out goes on locally whatever the answer (spec: response not shown). */
export async function logoutOnServer(userInfo: UserInfo | null): Promise<void> {
  try {
    await api.user.logout({ user_id: userInfo?.user_id, token: readToken() ?? undefined });
  } catch {
    // The local sign-out must happen even when the server cannot be reached.
  }
}
