import type { FastifyInstance, FastifyReply } from 'fastify';
import { calls } from '@bx/contract';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { checkCallerPassword } from '../hierarchy/caller-password.ts';
import { acceptTotp } from './accept-totp.ts';
import { tooManyWrong } from './secret-checks.ts';
import { newTotpEnrolment } from './totp.ts';
import { findUserById, updateUser } from './user-repository.ts';

const alreadyOn = () => refuse('TOTP_ALREADY_ENABLED', 'Two-step verification is already on. Disable it first to set it up again.');
const wrongCode = () => refuse('TOTP_INVALID', 'The authenticator code is wrong, has expired or was already used.');

/**
 * Security Auth Verification: set up a secret, switch it on with the password and a code, off
 * with a code. Switching on re-checks the password because the session alone must not be
 * enough: whoever holds a stolen token could enrol an authenticator of their own and lock the
 * owner out of login. Switching off needs only a current code: without the device, a thief
 * cannot take the protection away.
 */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const secrets = app.authGuards.secrets;
  /** Checks and spends the caller's code: five wrong tries per 15 minutes, then 429. */
  const codeProblem = async (user: Parameters<typeof acceptTotp>[1], code: string, reply: FastifyReply) => {
    const userId = Number(user.user_id);
    if (await secrets.exhausted('totp', userId)) return tooManyWrong(reply);
    if (await acceptTotp(db, user, code)) return null;
    await secrets.recordWrong('totp', userId);
    return wrongCode();
  };
  const caller = async (userId: number) => {
    const user = await findUserById(db, userId);
    if (!user) throw new Error(`authenticated user ${userId} not found`);
    return user;
  };

  registerCall(app, calls.auth.totp.setup, async (request) => {
    const user = await caller(request.user.userId);
    if (user.totp_enabled) return alreadyOn();
    const enrolment = await newTotpEnrolment(user.user_name);
    await updateUser(db, request.user.userId, { totp_secret: enrolment.secret, totp_enabled: 0 });
    return ok(enrolment, 'Scan the code with your authenticator app, then enter the 6-digit code to enable.');
  });

  registerCall(app, calls.auth.totp.enable, async (request, reply) => {
    // The password first (wrong tries count with change-password's), then the state, then the code.
    const wrongPassword = await checkCallerPassword(app, reply, request.user.userId, request.body.password);
    if (wrongPassword) return wrongPassword;
    const user = await caller(request.user.userId);
    if (user.totp_enabled) return alreadyOn();
    if (!user.totp_secret) return refuse('TOTP_NOT_SET_UP', 'Set up two-step verification first.');
    const problem = await codeProblem(user, request.body.code, reply);
    if (problem) return problem;
    await updateUser(db, request.user.userId, { totp_enabled: 1 });
    return ok(null, 'Two-step verification is on. Login now asks for a code.');
  });

  registerCall(app, calls.auth.totp.disable, async (request, reply) => {
    const user = await caller(request.user.userId);
    if (!user.totp_enabled || !user.totp_secret) return refuse('TOTP_NOT_ENABLED', 'Two-step verification is not on.');
    const problem = await codeProblem(user, request.body.code, reply);
    if (problem) return problem;
    await updateUser(db, request.user.userId, { totp_enabled: 0, totp_secret: null });
    return ok(null, 'Two-step verification is off.');
  });

  registerCall(app, calls.auth.totp.status, async (request) => ok({ enabled: Boolean((await caller(request.user.userId)).totp_enabled) }));
}
