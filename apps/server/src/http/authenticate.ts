import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/token-store.ts';
import type { Role } from '../modules/auth/auth-tables.ts';

/**
 * Who may call a route. Every API route needs a logged-in user unless it says otherwise:
 * `public` (login, sign-up, the global setting), or a role it requires.
 */
export type RouteAccess = 'public' | 'user' | 'operator' | Role;

/** Roles that run a downline; their calls are scoped to it by the handlers (modules/hierarchy). */
const OPERATOR_ROLES: readonly Role[] = ['admin', 'master', 'agent'];

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the access check; present on every route that is not public. */
    user: AuthUser;
    /** The raw bearer token of this request. */
    token: string;
  }
  interface FastifyContextConfig {
    /** Defaults to 'user': any logged-in user. */
    access?: RouteAccess;
    /** Open to a user who must change the password first (change-password, logout). */
    duringPasswordChange?: true;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * onRequest hook for every API route: 401 without a live token, 403 PASSWORD_CHANGE_REQUIRED while
 * the password must change (but on the calls open then), 403 without the route's role.
 * It runs before the body is parsed, so an anonymous caller learns nothing from validation.
 */
export async function checkAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const access = request.routeOptions.config.access ?? 'user';
  if (access === 'public') return;
  const token = bearerToken(request);
  const user = token ? await request.server.tokens.verify(token) : null;
  if (!token || !user) {
    await reply
      .code(401)
      .send({ status: false, message: 'Please log in again: your session is missing or has ended.', code: 'UNAUTHORIZED', data: null });
    return;
  }
  request.user = user;
  request.token = token;
  // Enforced here, not only by the web app's guard: a client that skips the screen gets nothing else.
  if (user.mustChangePassword && !request.routeOptions.config.duringPasswordChange) {
    await reply.code(403).send({
      status: false,
      message: 'Please change your password before you continue.',
      code: 'PASSWORD_CHANGE_REQUIRED',
      data: null,
    });
    return;
  }
  const allowed = access === 'user' || (access === 'operator' ? OPERATOR_ROLES.includes(user.role) : user.role === access);
  if (!allowed) {
    await reply.code(403).send({ status: false, message: 'You do not have permission for this action.', code: 'FORBIDDEN', data: null });
  }
}
