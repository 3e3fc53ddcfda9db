import type { FastifyContextConfig, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
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

const UNAUTHORIZED = {
  status: false,
  message: 'Please log in again: your session is missing or has ended.',
  code: 'UNAUTHORIZED',
  data: null,
} as const;
const PASSWORD_CHANGE_REQUIRED = {
  status: false,
  message: 'Please change your password before you continue.',
  code: 'PASSWORD_CHANGE_REQUIRED',
  data: null,
} as const;
const FORBIDDEN = { status: false, message: 'You do not have permission for this action.', code: 'FORBIDDEN', data: null } as const;

/** Lets the request on as `user`, or answers why not (401, 403); `done` only when it goes on. */
function admit(
  request: FastifyRequest,
  reply: FastifyReply,
  config: FastifyContextConfig,
  token: string,
  user: AuthUser | null,
  done: HookHandlerDoneFunction,
): void {
  if (!user) {
    void reply.code(401).send(UNAUTHORIZED);
    return;
  }
  request.user = user;
  request.token = token;
  const access = config.access ?? 'user';
  // Enforced here, not only by the web app's guard: a client that skips the screen gets nothing else.
  if (user.mustChangePassword && !config.duringPasswordChange) {
    void reply.code(403).send(PASSWORD_CHANGE_REQUIRED);
    return;
  }
  const allowed = access === 'user' || (access === 'operator' ? OPERATOR_ROLES.includes(user.role) : user.role === access);
  if (!allowed) {
    void reply.code(403).send(FORBIDDEN);
    return;
  }
  done();
}

/**
 * onRequest hook for every API route: 401 without a live token, 403 PASSWORD_CHANGE_REQUIRED while
 * the password must change (but on the calls open then), 403 without the route's role.
 * It runs before the body is parsed, so an anonymous caller learns nothing from validation.
 * A callback hook, not an async one: a token checked within the last second (most requests) is
 * let on at once, with no promise; only the others wait for the token store's read.
 */
export function checkAccess(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  // Read once: Fastify builds a new routeOptions object at every read.
  const { config } = request.routeOptions;
  if (config.access === 'public') {
    done();
    return;
  }
  const token = bearerToken(request);
  if (!token) return admit(request, reply, config, '', null, done);
  const tokens = request.server.tokens;
  const user = tokens.remembered(token);
  if (user) return admit(request, reply, config, token, user, done);
  tokens.verify(token).then(
    (verified) => admit(request, reply, config, token, verified, done),
    (error: unknown) => done(error as Error),
  );
}
