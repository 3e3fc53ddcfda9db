import type { FastifyInstance } from 'fastify';
import { calls } from '@bx/contract';
import { ok, refuse } from '../../http/answer.ts';
import { registerCall } from '../../http/register-call.ts';
import { isValidTotp, newTotpEnrolment } from './totp.ts';
import { findUserById, updateUser } from './user-repository.ts';

const alreadyOn = () => refuse('TOTP_ALREADY_ENABLED', 'Two-step verification is already on. Disable it first to set it up again.');
const wrongCode = () => refuse('TOTP_INVALID', 'The authenticator code is wrong or has expired.');

/** Security Auth Verification: set up a secret, switch it on with a code, off with a code. */
export async function totpRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
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

  registerCall(app, calls.auth.totp.enable, async (request) => {
    const user = await caller(request.user.userId);
    if (user.totp_enabled) return alreadyOn();
    if (!user.totp_secret) return refuse('TOTP_NOT_SET_UP', 'Set up two-step verification first.');
    if (!(await isValidTotp(user.totp_secret, request.body.code))) return wrongCode();
    await updateUser(db, request.user.userId, { totp_enabled: 1 });
    return ok(null, 'Two-step verification is on. Login now asks for a code.');
  });

  registerCall(app, calls.auth.totp.disable, async (request) => {
    const user = await caller(request.user.userId);
    if (!user.totp_enabled || !user.totp_secret) return refuse('TOTP_NOT_ENABLED', 'Two-step verification is not on.');
    if (!(await isValidTotp(user.totp_secret, request.body.code))) return wrongCode();
    await updateUser(db, request.user.userId, { totp_enabled: 0, totp_secret: null });
    return ok(null, 'Two-step verification is off.');
  });

  registerCall(app, calls.auth.totp.status, async (request) => ok({ enabled: Boolean((await caller(request.user.userId)).totp_enabled) }));
}
