import type { FairStream } from './fair-stream.ts';

/**
 * Fisher-Yates as casino.md section 2 fixes it: for i = len-1 down to 1, j = uniform(i + 1),
 * swap deck[i] and deck[j]. Returns a new array; cards are dealt from index 0 upward.
 */
export function shuffle<T>(deck: readonly T[], stream: FairStream): T[] {
  const out = [...deck];
  for (let i = out.length - 1; i >= 1; i--) {
    const j = stream.uniform(i + 1);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}
