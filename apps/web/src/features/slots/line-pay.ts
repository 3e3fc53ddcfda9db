import type { SlotGame } from '@bx/contract';

/**
 * `multiple` line bets in rupees at a total bet of `bet` rupees: a line bet is the bet shared over
 * the lines, as the server pays it (slot-answer.ts: credits x bet / lines). Worked in paise, where
 * it is whole (bets are whole rupees and every title's line count divides 100), so a pay shown is
 * the pay credited to the paisa.
 */
export function linePay(game: SlotGame, bet: number, multiple: number): number {
  return Math.round((multiple * Math.round(bet * 100)) / game.lines.length) / 100;
}
