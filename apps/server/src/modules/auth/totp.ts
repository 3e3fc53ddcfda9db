import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'Exchange';

export interface TotpEnrolment {
  secret: string;
  otpauth_url: string;
  qr_data_url: string;
}

/** A fresh 160-bit secret, its otpauth:// URI and that URI as a PNG data: URL for the QR. */
export async function newTotpEnrolment(userName: string): Promise<TotpEnrolment> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: userName, secret });
  return { secret, otpauth_url: otpauthUrl, qr_data_url: await QRCode.toDataURL(otpauthUrl) };
}

/**
 * The time step of `code` when it is valid and newer than `lastStep` (a code is accepted once),
 * else null. One 30-second step either side absorbs clock drift between phone and server.
 */
export async function totpStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({ secret, token: code, epochTolerance: 30, ...(lastStep === null ? {} : { afterTimeStep: lastStep }) }).catch(
    () => ({ valid: false as const }),
  );
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
