import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, responsibleGamingLimits, selfExcludeBody, selfExcludeResult, setLimitsBody } from '@bx/contract';
import { getLimits, setLimits } from './responsible-gaming-service.ts';
import { selfExclude } from './self-exclusion.ts';

/** Deposit and loss limits (decrease now, increase after cooling off) and self-exclusion. */
export const responsibleGamingRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const schema = { tags: ['responsible gaming'] };

  app.get(
    '/responsibleGaming/getLimits',
    { schema: { ...schema, response: { 200: envelope(responsibleGamingLimits) } } },
    async (request) => ({ status: true as const, message: 'Your limits', data: await getLimits(db, request.user.userId, Date.now()) }),
  );

  app.post(
    '/responsibleGaming/setLimits',
    { schema: { ...schema, body: setLimitsBody, response: { 200: envelope(responsibleGamingLimits) } } },
    async (request) => ({
      status: true as const,
      message: 'Limits saved. Lower limits apply now; higher ones after the cooling-off period.',
      data: await setLimits(db, request.user.userId, request.body, Date.now()),
    }),
  );

  app.post(
    '/responsibleGaming/selfExclude',
    { schema: { ...schema, body: selfExcludeBody, response: { 200: envelope(selfExcludeResult) } } },
    async (request) => {
      const until = await selfExclude(db, request.user.userId, request.body.days, Date.now());
      // The exclusion starts now: every session of the user ends, and login refuses until then.
      await app.tokens.revokeAllExcept(request.user.userId, null);
      return { status: true as const, message: 'Your account is closed for the period you chose.', data: { self_excluded_until: new Date(until).toISOString() } };
    },
  );
};
