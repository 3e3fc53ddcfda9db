import type { FastifyInstance } from 'fastify';
import { calls } from '@bx/contract';
import { ok } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { changePassword } from './change-password-service.ts';
import { login, TOO_MANY_LOGINS } from './login-service.ts';
import { signup } from './signup-service.ts';
import { expireLaunchTokens } from '../providers/launch-tokens.ts';

/** Per IP, all attempts (the route limit); failures per account at an address and per address (the guard). */
export const LOGIN_LIMIT_PER_IP = { max: 30, timeWindow: 60_000 };

function rateLimitError(message: string) {
  return () => Object.assign(new Error(message), { statusCode: 429, code: 'RATE_LIMITED' });
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.database.db, tokens: app.tokens, guard: app.authGuards.login, secrets: app.authGuards.secrets };

  registerCall(
    app,
    calls.user.login,
    async (request, reply) => {
      const outcome = await login(deps, request.body, request.ip);
      if (!outcome.status && outcome.code === 'RATE_LIMITED') void reply.code(429);
      return outcome;
    },
    { rateLimit: { ...LOGIN_LIMIT_PER_IP, keyGenerator: (request) => request.ip, errorResponseBuilder: rateLimitError(TOO_MANY_LOGINS) } },
  );

  registerCall(app, calls.user.signup, async (request) => signup(deps, request.body), {
    rateLimit: {
      max: 30,
      timeWindow: 60_000,
      errorResponseBuilder: rateLimitError('Too many sign-ups from this address. Please try again later.'),
    },
  });

  registerCall(app, calls.user.logout, async (request) => {
    // The payload's token is revoked only when it is one of the caller's own sessions.
    const payloadToken = request.body?.token;
    const named = payloadToken ? await app.tokens.verify(payloadToken) : null;
    if (payloadToken && named?.userId === request.user.userId) await app.tokens.revoke(payloadToken);
    await app.tokens.revoke(request.token);
    // The customer's game links end with the session: a link left in the browser's history must not bet on.
    await expireLaunchTokens(app.database.db, request.user.userId, Date.now());
    return ok(null, 'Logged out.');
  });

  registerCall(app, calls.user.changePassword, async (request, reply) => {
    const outcome = await changePassword(deps, { userId: request.user.userId, token: request.token }, request.body);
    if (!outcome.status && outcome.code === 'RATE_LIMITED') void reply.code(429);
    return outcome;
  });
}
