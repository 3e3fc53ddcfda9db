import { z } from 'zod';
import { countryCode } from './countries.ts';
import { flagString } from './envelope.ts';
import { userRoles } from './roles.ts';
import { numeric } from './numeric.ts';

/** User names: 4-20 letters, digits or underscores; unique regardless of case. */
export const userName = z
  .string()
  .trim()
  .min(4, 'must be at least 4 characters')
  .max(20, 'must be at most 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'may contain only letters, digits and _');

/**
 * Spec section 5: at least 8 characters from letters, digits and @$!%*#?&,
 * with at least one letter and one digit.
 */
export const newPassword = z
  .string()
  .min(8, 'must be at least 8 characters')
  .max(64, 'must be at most 64 characters')
  .regex(/^[A-Za-z0-9@$!%*#?&]+$/, 'may contain only letters, digits and @$!%*#?&')
  .regex(/[A-Za-z]/, 'must contain at least one letter')
  .regex(/\d/, 'must contain at least one digit');

const confirmMatches = (v: { new_password?: string; password?: string; confirm_password: string }) =>
  v.confirm_password === (v.new_password ?? v.password);
const confirmIssue = { message: 'must match the new password', path: ['confirm_password'] };

export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code from the authenticator app');

export const loginRequest = z.object({
  user_name: z.string().trim().min(1, 'is required').max(50),
  password: z.string().min(1, 'is required').max(128),
  /** Required once TOTP is enabled: answers TOTP_REQUIRED without it, TOTP_INVALID when wrong. */
  totp_code: z.string().trim().max(10).optional(),
});

/** The stored user info the client keeps (local storage key userinfo) plus the bearer token. */
export const loginData = z.object({
  token: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  is_change_password: flagString,
  is_signup_user: flagString,
  /** Beyond the family's fields: an operator (admin, master, agent) lands on the console. */
  role: z.enum(userRoles),
});
export type LoginData = z.infer<typeof loginData>;

export const signupRequest = z
  .object({
    name: z.string().trim().min(1, 'is required').max(60, 'must be at most 60 characters'),
    user_name: userName,
    mobile: z
      .string()
      .trim()
      .regex(/^\d{6,15}$/, 'must be 6 to 15 digits'),
    dial_code: z
      .string()
      .trim()
      .regex(/^\+\d{1,4}$/, 'must look like +91'),
    country_code: countryCode,
    password: newPassword,
    confirm_password: z.string().max(64, 'must be at most 64 characters'),
  })
  .refine(confirmMatches, confirmIssue);

export const logoutRequest = z.object({
  user_id: numeric(z.number().int()).optional(),
  /** A token of the caller to revoke as well as the one the request carries. */
  token: z.string().max(200).optional(),
});

export const changePasswordRequest = z
  .object({
    /** The current password. */
    master_password: z.string().min(1, 'is required').max(128),
    /** Accepted for the family's form; when given it must also be the current password. */
    old_password: z.string().max(128).optional(),
    new_password: newPassword,
    confirm_password: z.string().min(1, 'is required').max(64, 'must be at most 64 characters'),
  })
  .refine(confirmMatches, confirmIssue);

export const totpSetupData = z.object({ secret: z.string(), otpauth_url: z.string(), qr_data_url: z.string() });
/** Disabling two-step verification: a current code from the enrolled authenticator. */
export const totpCodeRequest = z.object({ code: totpCode });
/**
 * Enabling it: the first code of the newly set-up authenticator and the account's current
 * password. A stolen session alone must not enrol its own authenticator: the owner, who knows
 * the password but not the code, would be locked out. A wrong password is WRONG_PASSWORD and
 * counts towards the same five-per-15-minutes limit as change-password.
 */
export const totpEnableRequest = z.object({ code: totpCode, password: z.string().min(1, 'is required').max(128) });
export const totpStatusData = z.object({ enabled: z.boolean() });
