import type { z } from 'zod';
import type { totpSetupData } from '@bx/contract';
import { api, expectOk } from '../../lib/api-client.ts';

export type TotpSetup = z.infer<typeof totpSetupData>;
export const totpStatusKey = ['account', 'totp-status'] as const;

export async function fetchTotpStatus(): Promise<boolean> {
  return (await expectOk(api.auth.totp.status())).data.enabled;
}

// Setup, enable and disable: a rejection becomes an error with the server's message.
export const setUpTotp = async () => (await expectOk(api.auth.totp.setup())).data;
export const enableTotp = async (code: string) => (await expectOk(api.auth.totp.enable({ code }))).data;
export const disableTotp = async (code: string) => (await expectOk(api.auth.totp.disable({ code }))).data;

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
