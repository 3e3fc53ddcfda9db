/** Exact non-negative rationals over BigInt, so a return to player is exact until it is printed. */
export interface Fraction {
  n: bigint;
  d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a < 0n ? -a : a;
}

export function frac(n: bigint | number, d: bigint | number = 1n): Fraction {
  const bn = BigInt(n);
  const bd = BigInt(d);
  if (bd === 0n) throw new RangeError('a fraction needs a non-zero denominator');
  const g = gcd(bn, bd) || 1n;
  const sign = bd < 0n ? -1n : 1n;
  return { n: (sign * bn) / g, d: (sign * bd) / g };
}

export const ZERO = frac(0);

export function add(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.n, a.d * b.d);
}

export function sub(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function div(a: Fraction, b: Fraction): Fraction {
  return frac(a.n * b.d, a.d * b.n);
}

/** A double for printing; exact to 15 significant digits for the sizes here. */
export function toNumber(f: Fraction): number {
  const scale = 10n ** 18n;
  return Number((f.n * scale) / f.d) / 1e18;
}
