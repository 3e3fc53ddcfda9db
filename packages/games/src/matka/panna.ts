import type { FairStream } from '../fair/fair-stream.ts';

/**
 * Matka pannas (casino.md section 7): three digits written in ascending order where 0 counts as
 * 10 (so it sorts last: 1, 2, 0 is "120"). 120 single pannas (three different digits), 90
 * double (two alike) and 10 triple: 220 in all. The single of a panna is the last digit of its
 * digit sum.
 */
export type PannaKind = 'single' | 'double' | 'triple';

const rank = (d: number) => (d === 0 ? 10 : d);

/** The panna of three digits in any order. */
export function pannaOf(digits: readonly number[]): string {
  return [...digits].sort((a, b) => rank(a) - rank(b)).join('');
}

/** Whether `text` is one of the 220 pannas exactly as written (three digits in panna order). */
export function isPanna(text: string): boolean {
  return /^[0-9]{3}$/.test(text) && pannaOf([...text].map(Number)) === text;
}

/** A valid panna's kind. */
export function pannaKind(panna: string): PannaKind {
  const distinct = new Set(panna).size;
  return distinct === 3 ? 'single' : distinct === 2 ? 'double' : 'triple';
}

/** The single (0-9) of a panna: the last digit of its digit sum. */
export function singleOf(panna: string): number {
  return [...panna].reduce((a, d) => a + Number(d), 0) % 10;
}

/** One draw from the fair stream: three uniform digits, sorted into a panna. */
export function drawPanna(stream: FairStream): string {
  return pannaOf([stream.uniform(10), stream.uniform(10), stream.uniform(10)]);
}
