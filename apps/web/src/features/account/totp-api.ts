import type { z } from 'zod';
import type { totpSetupData } from '@bx/contract';
import { apiGet, apiPost, expectOk } from '../../lib/api-client.ts';

export type TotpSetup = z.infer<typeof totpSetupData>;
export const totpStatusKey = ['account', 'totp-status'] as const;

export async function fetchTotpStatus(): Promise<boolean> {
  return (await expectOk(apiGet<{ enabled: boolean }>('auth/totp/status'))).data.enabled;
}

/** Setup, enable and disable answer an envelope; a rejection becomes an error with the server's message. */
export async function totpCall<T>(path: 'auth/totp/setup' | 'auth/totp/enable' | 'auth/totp/disable', body: object = {}): Promise<T> {
  return (await expectOk(apiPost<T>(path, body))).data;
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
