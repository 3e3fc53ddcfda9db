import { backProfit, ceilDiv, floorDiv } from './rounding';
import type { Paise, PriceTicks } from './types';

/**
 * A bet on a runs line (rules: "Indian market types"). Rates are per 100 (100 = even money);
 * odd-even uses decimal odds in ticks. Profits are floored, losses above the stake ceiled.
 */
export type FancyBet =
  | { kind: 'SESSION'; side: 'YES' | 'NO'; line: number; rate: number; stake: Paise }
  | { kind: 'KHADO'; start: number; width: number; rate: number; stake: Paise }
  | { kind: 'METER'; side: 'YES' | 'NO'; line: number; rate: number; stake: Paise }
  | { kind: 'ODD_EVEN'; pick: 'ODD' | 'EVEN'; price: PriceTicks; stake: Paise };

/**
 * P&L of one fancy bet for final `runs`. SESSION YES wins stake x R/100 if runs >= line else
 * loses stake; NO wins stake if runs < line else loses stake x R/100. KHADO wins stake x R/100
 * if start <= runs <= start+width-1. METER: the side runs moved towards (YES above the line, NO
 * below) wins stake x R/100 x |runs - line|, the other loses stake x |runs - line|. ODD_EVEN:
 * back only at decimal odds.
 */
export function fancyPnl(bet: FancyBet, runs: number): Paise {
  switch (bet.kind) {
    case 'SESSION':
      if (bet.side === 'YES') return runs >= bet.line ? floorDiv(bet.stake * bet.rate, 100) : -bet.stake;
      return runs < bet.line ? bet.stake : -ceilDiv(bet.stake * bet.rate, 100);
    case 'KHADO':
      return runs >= bet.start && runs <= bet.start + bet.width - 1 ? floorDiv(bet.stake * bet.rate, 100) : -bet.stake;
    case 'METER': {
      const d = Math.abs(runs - bet.line);
      if (d === 0) return 0;
      const won = bet.side === 'YES' ? runs > bet.line : runs < bet.line;
      return won ? floorDiv(bet.stake * bet.rate * d, 100) : -bet.stake * d;
    }
    case 'ODD_EVEN':
      return (runs % 2 === 0) === (bet.pick === 'EVEN') ? backProfit(bet.stake, bet.price) : -bet.stake;
  }
}

function linesOf(bet: FancyBet): number[] {
  if (bet.kind === 'KHADO') return [bet.start, bet.start + bet.width - 1];
  return bet.kind === 'ODD_EVEN' ? [] : [bet.line];
}

/** Run book: P&L over all `bets` for every score from (lowest line - 5, not below 0) to (highest line + 5). */
export function runBook(bets: FancyBet[]): { from: number; to: number; pnl: Paise[] } {
  const lines = bets.flatMap(linesOf);
  const from = lines.length ? Math.max(0, Math.min(...lines) - 5) : 0;
  const to = lines.length ? Math.max(...lines) + 5 : 1;
  const pnl: Paise[] = [];
  for (let runs = from; runs <= to; runs++) pnl.push(bets.reduce((a, b) => a + fancyPnl(b, runs), 0));
  return { from, to, pnl };
}

/** Exposure of a fancy: the largest loss in its run book, as a positive number (0 if none). */
export function fancyExposure(bets: FancyBet[]): Paise {
  const { pnl } = runBook(bets);
  const worst = Math.min(0, ...pnl);
  return worst === 0 ? 0 : -worst;
}

/** Exposure before and after adding `bet`, for the funds check. */
export function fancyExposureChange(bets: FancyBet[], bet: FancyBet): { before: Paise; after: Paise } {
  return { before: fancyExposure(bets), after: fancyExposure([...bets, bet]) };
}
