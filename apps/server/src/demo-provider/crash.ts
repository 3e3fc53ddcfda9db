import type { FairStream } from '@bx/games';

const TWO_32 = 2 ** 32;
/** 99%: the chance of reaching a multiplier m is 0.99 / m. */
const RETURN_PERCENT = 99;
const MAX_HUNDREDTHS = 1_000_000;

/**
 * The round's crash multiplier in hundredths (100 = 1.00x): from one uniform 32-bit draw u,
 * floor(99 * 2^32 / (2^32 - u)), at least 1.00x and capped at 10000x.
 */
export function crashPoint(stream: FairStream): number {
  const u = stream.nextUint32();
  const hundredths = Math.floor((RETURN_PERCENT * TWO_32) / (TWO_32 - u));
  return Math.min(MAX_HUNDREDTHS, Math.max(100, hundredths));
}

/** A cash-out target at or below the crash pays stake x target (paise, rounded down); above it, nothing. */
export function crashPayout(stake: number, targetHundredths: number, crashHundredths: number): number {
  return targetHundredths <= crashHundredths ? Math.floor((stake * targetHundredths) / 100) : 0;
}
