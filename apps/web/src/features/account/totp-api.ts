import type { z } from 'zod';
import type { totpSetupData } from '@bx/contract';
import { api, expectOk } from '../../lib/api-client.ts';

export type TotpSetup = z.infer<typeof totpSetupData>;
export const totpStatusKey = ['account', 'totp-status'] as const;

export async function fetchTotpStatus(): Promise<boolean> {
  return (await expectOk(api.auth.totp.status())).data.enabled;
}

/** A refusal of the server with its code: the page shows a wrong password at the password field. */
class TotpRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** The server's message when the error is a wrong password (WRONG_PASSWORD), else null. */
export const wrongPasswordMessage = (error: Error | null) =>
  error instanceof TotpRefusal && error.code === 'WRONG_PASSWORD' ? error.message : null;

// Setup, enable and disable: a rejection becomes an error with the server's message.
export const setUpTotp = async () => (await expectOk(api.auth.totp.setup())).data;
/** Switching on needs the account's password as well as the first code (a stolen session alone must not). */
export const enableTotp = async (body: { code: string; password: string }) => {
  const answer = await api.auth.totp.enable(body);
  if (!answer.status) throw new TotpRefusal(answer.message || 'That did not work. Please try again.', answer.code);
  return answer.data;
};
export const disableTotp = async (code: string) => (await expectOk(api.auth.totp.disable({ code }))).data;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
