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

/** One 30-second step either side absorbs clock drift between phone and server. */
export async function isValidTotp(secret: string, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30 }).catch(() => ({ valid: false }));
  return result.valid;
}
