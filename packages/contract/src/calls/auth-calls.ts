import { z } from 'zod';
import {
  changePasswordRequest,
  loginData,
  loginRequest,
  logoutRequest,
  signupRequest,
  totpCodeRequest,
  totpEnableRequest,
  totpSetupData,
  totpStatusData,
} from '../auth.ts';
import { envelope, failEnvelope } from '../envelope.ts';
import { defineCalls } from './define-calls.ts';

const { get, post } = defineCalls('auth');
// Login and sign-up are rate limited per address: the limiter answers 429 with a refusal.
const limited = { access: 'public', otherAnswers: { 429: failEnvelope } } as const;
// What a user who must change the password may still do (decisions.md, forced password change).
const duringPasswordChange = { duringPasswordChange: true } as const;

/** Log in, sign up, log out, change password, and two-step verification (TOTP). */
export const authCalls = [
  post('user/login', loginRequest, envelope(loginData), limited),
  post('user/signup', signupRequest, envelope(loginData), limited),
  // The payload is optional: the request's own token is what a logout revokes, and a client may send none.
  post('user/logout', logoutRequest.nullish(), envelope(z.null()), duringPasswordChange),
  post('user/changePassword', changePasswordRequest, envelope(z.null()), duringPasswordChange),
  post('auth/totp/setup', undefined, envelope(totpSetupData)),
  post('auth/totp/enable', totpEnableRequest, envelope(z.null()), {
    otherAnswers: { 429: failEnvelope },
    description:
      "Switches two-step verification on with the account's current `password` and the first code of the authenticator set up by auth/totp/setup. The password is re-checked because a session alone must not be enough: whoever holds a stolen token could enrol an authenticator of their own and lock the owner out of login. Checked in order: the body (400), the password (WRONG_PASSWORD; wrong passwords count with change-password's, five per 15 minutes, then 429 RATE_LIMITED), then the code (TOTP_INVALID, or 429 after five wrong codes). Other codes: TOTP_ALREADY_ENABLED, TOTP_NOT_SET_UP.",
  }),
  post('auth/totp/disable', totpCodeRequest, envelope(z.null()), {
    otherAnswers: { 429: failEnvelope },
    description:
      'Switches two-step verification off with a current code (no password: without the device a stolen session cannot remove it). Codes: TOTP_NOT_ENABLED, TOTP_INVALID; 429 RATE_LIMITED after five wrong codes in 15 minutes.',
  }),
  get('auth/totp/status', envelope(totpStatusData)),
];
