/**
 * A slot title as its PAR sheet states it: reel strips, lines, pay table, wild, scatter and
 * free spins, and the figures its full-cycle enumeration must reproduce (slot-par.ts).
 */
export interface SlotTitle {
  id: string;
  name: string;
  rows: number;
  /** One strip per reel, top to bottom; the window shows `rows` consecutive symbols from the stop (wrapping). */
  reels: readonly (readonly string[])[];
  /** Each line gives the row index on every reel. */
  lines: readonly (readonly number[])[];
  /** symbol -> count -> pay in line bets (count = symbols in a row from the leftmost reel). */
  paytable: Readonly<Record<string, Readonly<Record<number, number>>>>;
  /** Substitutes for every symbol but the scatter; `multiplier` multiplies a line win it helps make. */
  wild?: { symbol: string; multiplier: number };
  /**
   * Pays anywhere in the window, in total bets, by count; `freeSpins` by count awards that
   * many free spins (retriggers too), played on the same strips with wins times `freeSpinMultiplier`.
   */
  scatter?: {
    symbol: string;
    pays: Readonly<Record<number, number>>;
    freeSpins: Readonly<Record<number, number>>;
    freeSpinMultiplier: number;
  };
  /** Bet limits in paise; a bet is a whole number of rupees, so every line bet is whole paise. */
  minBet: number;
  maxBet: number;
  /** The PAR sheet's figures (exact fractions "n/d"; volatility = standard deviation of a paid spin's return per unit bet). */
  par: { rtp: string; hitFrequency: string; volatility: number };
}

/** One winning line: its index in `lines`, the paying symbol, how many in a row, the win in line bets (multipliers applied). */
export interface LineWin {
  line: number;
  symbol: string;
  count: number;
  pay: number;
}

/** What a set of stops shows and pays, in credits (1 credit = 1 line bet; the total bet is `lines.length` credits). */
export interface SpinOutcome {
  stops: number[];
  /** window[row][reel]. */
  window: string[][];
  lines: LineWin[];
  scatterCount: number;
  /** Line wins plus the scatter pay, free-spin multiplier applied. */
  credits: number;
  freeSpinsAwarded: number;
}
