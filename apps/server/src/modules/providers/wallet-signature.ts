import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of the exact bytes received, keyed by the provider's secret. */
function walletSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** True when `signature` signs exactly `rawBody`; compared in constant time. */
export function isValidSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(walletSignature(secret, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}
