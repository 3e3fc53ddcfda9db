import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePasswordRequest, envelope, failEnvelope, loginData, loginRequest, logoutRequest, signupRequest } from '@bx/contract';
import { changePassword } from './change-password-service.ts';
import { ok } from './envelope-result.ts';
import { LoginAttemptLimiter } from './login-attempt-limiter.ts';
import { login, TOO_MANY_LOGINS } from './login-service.ts';
import { signup } from './signup-service.ts';

/** Per IP, all attempts (the route limit); per user name, failures only (the limiter). */
export const LOGIN_LIMIT_PER_IP = { max: 30, timeWindow: 60_000 };
export const LOGIN_FAILURES_PER_NAME = { max: 10, windowMs: 10 * 60_000 };

function rateLimitError(message: string) {
  return () => Object.assign(new Error(message), { statusCode: 429, code: 'RATE_LIMITED' });
}

const loginAnswer = { 200: envelope(loginData), 429: failEnvelope };

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limiter = new LoginAttemptLimiter(LOGIN_FAILURES_PER_NAME.max, LOGIN_FAILURES_PER_NAME.windowMs);
  const deps = { db: app.database.db, tokens: app.tokens, limiter };

  app.post(
    '/user/login',
    {
      schema: { tags: ['auth'], security: [], body: loginRequest, response: loginAnswer },
      config: { access: 'public', rateLimit: { ...LOGIN_LIMIT_PER_IP, keyGenerator: (request) => request.ip, errorResponseBuilder: rateLimitError(TOO_MANY_LOGINS) } },
    },
    async (request, reply) => {
      const outcome = await login(deps, request.body);
      if (!outcome.status && outcome.code === 'RATE_LIMITED') return reply.code(429).send(outcome);
      return outcome;
    },
  );

  app.post(
    '/user/signup',
    {
      schema: { tags: ['auth'], security: [], body: signupRequest, response: loginAnswer },
      config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000, errorResponseBuilder: rateLimitError('Too many sign-ups from this address. Please try again later.') } },
    },
    async (request) => signup(deps, request.body),
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['auth'], body: logoutRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      // The payload's token is revoked only when it is one of the caller's own sessions.
      const named = request.body.token ? await app.tokens.verify(request.body.token) : null;
      if (request.body.token && named?.userId === request.user.userId) await app.tokens.revoke(request.body.token);
      await app.tokens.revoke(request.token);
      return ok(null, 'Logged out.');
    },
  );

  app.post(
    '/user/changePassword',
    { schema: { tags: ['auth'], body: changePasswordRequest, response: { 200: envelope(z.null()) } } },
    async (request) => changePassword(deps, { userId: request.user.userId, token: request.token }, request.body),
  );
}
