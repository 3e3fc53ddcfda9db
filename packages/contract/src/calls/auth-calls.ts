import { z } from 'zod';
import {
  changePasswordRequest,
  loginData,
  loginRequest,
  logoutRequest,
  signupRequest,
  totpCodeRequest,
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
  post('user/logout', logoutRequest, envelope(z.null()), duringPasswordChange),
  post('user/changePassword', changePasswordRequest, envelope(z.null()), duringPasswordChange),
  post('auth/totp/setup', undefined, envelope(totpSetupData)),
  post('auth/totp/enable', totpCodeRequest, envelope(z.null())),
  post('auth/totp/disable', totpCodeRequest, envelope(z.null())),
  get('auth/totp/status', envelope(totpStatusData)),
];
