import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, totpCodeRequest, totpSetupData, totpStatusData } from '@bx/contract';
import { fail, ok } from './envelope-result.ts';
import { isValidTotp, newTotpEnrolment } from './totp.ts';
import { findUserById, updateUser } from './user-repository.ts';

const alreadyOn = () => fail('TOTP_ALREADY_ENABLED', 'Two-step verification is already on. Disable it first to set it up again.');
const wrongCode = () => fail('TOTP_INVALID', 'The authenticator code is wrong or has expired.');

/** Security Auth Verification: set up a secret, switch it on with a code, off with a code. */
export async function totpRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const caller = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`authenticated user ${userId} not found`);
    return user;
  };

  app.post(
    '/auth/totp/setup',
    { schema: { tags: ['auth'], response: { 200: envelope(totpSetupData) } } },
    async (request) => {
      const user = await caller(request.user.userId);
      if (user.totp_enabled) return alreadyOn();
      const enrolment = await newTotpEnrolment(user.user_name);
      await updateUser(db, request.user.userId, { totp_secret: enrolment.secret, totp_enabled: 0 });
      return ok(enrolment, 'Scan the code with your authenticator app, then enter the 6-digit code to enable.');
    },
  );

  app.post(
    '/auth/totp/enable',
    { schema: { tags: ['auth'], body: totpCodeRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const user = await caller(request.user.userId);
      if (user.totp_enabled) return alreadyOn();
      if (!user.totp_secret) return fail('TOTP_NOT_SET_UP', 'Set up two-step verification first.');
      if (!(await isValidTotp(user.totp_secret, request.body.code))) return wrongCode();
      await updateUser(db, request.user.userId, { totp_enabled: 1 });
      return ok(null, 'Two-step verification is on. Login now asks for a code.');
    },
  );

  app.post(
    '/auth/totp/disable',
    { schema: { tags: ['auth'], body: totpCodeRequest, response: { 200: envelope(z.null()) } } },
    async (request) => {
      const user = await caller(request.user.userId);
      if (!user.totp_enabled || !user.totp_secret) return fail('TOTP_NOT_ENABLED', 'Two-step verification is not on.');
      if (!(await isValidTotp(user.totp_secret, request.body.code))) return wrongCode();
      await updateUser(db, request.user.userId, { totp_enabled: 0, totp_secret: null });
      return ok(null, 'Two-step verification is off.');
    },
  );

  app.get(
    '/auth/totp/status',
    { schema: { tags: ['auth'], response: { 200: envelope(totpStatusData) } } },
    async (request) => ok({ enabled: Boolean((await caller(request.user.userId)).totp_enabled) }),
  );
}
