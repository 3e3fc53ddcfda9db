import type { FairStream } from '@bx/games';

/** European single-zero roulette: 37 pockets. */
const POCKETS = 37;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetKind = 'number' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';

export interface RouletteBet {
  kind: RouletteBetKind;
  /** The pocket of a straight-up bet. */
  value?: number | undefined;
  /** Paise. */
  amount: number;
}

export function pocketColour(pocket: number): 'green' | 'red' | 'black' {
  return pocket === 0 ? 'green' : RED.has(pocket) ? 'red' : 'black';
}

/** The winning pocket: one unbiased draw from the round's fair stream. */
export function spinPocket(stream: FairStream): number {
  return stream.uniform(POCKETS);
}

function wins(bet: RouletteBet, pocket: number): boolean {
  if (bet.kind === 'number') return bet.value === pocket;
  if (pocket === 0) return false;
  const byKind: Record<Exclude<RouletteBetKind, 'number'>, boolean> = {
    red: RED.has(pocket),
    black: !RED.has(pocket),
    odd: pocket % 2 === 1,
    even: pocket % 2 === 0,
    low: pocket <= 18,
    high: pocket >= 19,
  };
  return byKind[bet.kind];
}

/** What the bets return on this pocket (paise, stakes included): straight up 36x, even chances 2x. */
export function roulettePayout(bets: readonly RouletteBet[], pocket: number): number {
  return bets.reduce((total, bet) => total + (wins(bet, pocket) ? bet.amount * (bet.kind === 'number' ? 36 : 2) : 0), 0);
}
