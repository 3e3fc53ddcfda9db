import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../modules/auth/token-store.ts';
import type { Role } from '../modules/auth/auth-tables.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; present on every route that requires a login. */
    user: AuthUser;
    /** The raw bearer token of this request. */
    token: string;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** preHandler: 401 unless the request carries a live token. */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  const user = token ? await request.server.tokens.verify(token) : null;
  if (!token || !user) {
    await reply.code(401).send({ status: false, message: 'Please log in again: your session is missing or has ended.', code: 'UNAUTHORIZED', data: null });
    return;
  }
  request.user = user;
  request.token = token;
}

/** preHandler factory: 403 when the logged-in user lacks the role. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await authenticate(request, reply);
    if (reply.sent) return;
    if (request.user.role !== role) {
      await reply.code(403).send({ status: false, message: 'You do not have permission for this action.', code: 'FORBIDDEN', data: null });
    }
  };
}
