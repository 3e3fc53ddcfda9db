import { isOperatorRole } from '../../lib/operator-role.ts';
import { decideGuard, type GuardInput } from '../../lib/route-guard.ts';

export type ConsoleAccess = 'allow' | 'logout' | 'login' | 'change-password' | 'home';

/**
 * Who may enter the console: the app's route guard first (session, pending code, forced password
 * change), then the role stored at login. A customer typing a console URL is sent home; the server
 * refuses every operator call to it anyway (403).
 */
export function consoleAccess(input: GuardInput): ConsoleAccess {
  const decision = decideGuard(input);
  if (decision !== 'allow') return decision;
  return isOperatorRole(input.userInfo?.role) ? 'allow' : 'home';
}
