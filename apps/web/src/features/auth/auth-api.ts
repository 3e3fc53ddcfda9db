import { api } from '../../lib/api-client.ts';

export interface LoginInput {
  user_name: string;
  password: string;
  totp_code?: string;
}

export interface SignUpInput {
  name: string;
  user_name: string;
  mobile: string;
  dial_code: string;
  country_code: string;
  password: string;
  confirm_password: string;
}

export const login = (input: LoginInput) => api.user.login(input);

export const signUp = (input: SignUpInput) => api.user.signup(input);

/** The screen's words for a failed call: the server's message, or a plain one when it could not be reached. */
export function failureMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The server could not be reached. Please try again.';
}
