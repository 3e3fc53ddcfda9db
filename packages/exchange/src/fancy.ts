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
 * below) wins floor(stake x R/100 x d), the other loses stake x d, where d = |runs - line| capped
 * at `meterCap` when the market has one (null or absent: no cap). ODD_EVEN: back only at decimal odds.
 */
export function fancyPnl(bet: FancyBet, runs: number, meterCap: number | null = null): Paise {
  switch (bet.kind) {
    case 'SESSION':
      if (bet.side === 'YES') return runs >= bet.line ? floorDiv(bet.stake * bet.rate, 100) : -bet.stake;
      return runs < bet.line ? bet.stake : -ceilDiv(bet.stake * bet.rate, 100);
    case 'KHADO':
      return runs >= bet.start && runs <= bet.start + bet.width - 1 ? floorDiv(bet.stake * bet.rate, 100) : -bet.stake;
    case 'METER': {
      const far = Math.abs(runs - bet.line);
      const d = meterCap === null ? far : Math.min(far, meterCap);
      if (d === 0) return 0;
      // Stryker disable next-line EqualityOperator: runs === line means d === 0, answered above
      const won = bet.side === 'YES' ? runs > bet.line : runs < bet.line;
      return won ? floorDiv(bet.stake * bet.rate * d, 100) : -bet.stake * d;
    }
    case 'ODD_EVEN':
      return (runs % 2 === 0) === (bet.pick === 'EVEN') ? backProfit(bet.stake, bet.price) : -bet.stake;
  }
}
