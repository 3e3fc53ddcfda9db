import { parseCard } from '../cards/card.ts';
import { TABLE_GAMES } from './tables.ts';
import type { Deal, Outcome, TableBet, TableType } from './table-types.ts';

const floorDiv = (a: number, b: number) => (a - (a % b)) / b;
const ceilDiv = (a: number, b: number) => floorDiv(a + b - 1, b);

/** Every sid's outcome for a finished deal (compute once, settle many bets). */
export function tableOutcomes(type: TableType, deal: Deal): Map<number, Outcome> {
  const cards = deal.cards.map((code) => {
    const card = parseCard(code);
    if (!card) throw new RangeError(`not a dealt card: ${code}`);
    return card;
  });
  return TABLE_GAMES[type].outcomes(cards, deal.result);
}

/**
 * The customer's profit (+) or loss (-) in paise for a bet whose selection had `outcome`.
 * Back: a win pays floor(stake x (rate - 100) / 100) at the outcome's own rate when it has one
 * (Pair plus), times its profit share (ab20's first card: floor(25% of it)); a loss is -stake;
 * a half loss -ceil(stake / 2). Lay: the selection winning costs the liability
 * ceil(stake x (rate - 100) / 100); it losing wins the stake. A refund is 0 either way.
 */
export function outcomePnl(outcome: Outcome, bet: TableBet): number {
  const { stake } = bet;
  if (outcome.kind === 'REFUND') return 0;
  if (bet.side === 'LAY') {
    if (outcome.kind === 'WIN') return -tableBetMaxLoss(bet);
    return outcome.kind === 'LOSE' ? stake : floorDiv(stake, 2);
  }
  if (outcome.kind === 'LOSE') return -stake;
  if (outcome.kind === 'HALF_LOST') return -ceilDiv(stake, 2);
  const profit = floorDiv(stake * ((outcome.rate ?? bet.rate) - 100), 100);
  return floorDiv(profit * (outcome.profitPercent ?? 100), 100);
}

/** A bet's P&L in paise for the finished deal (see outcomePnl). */
export function tableBetPnl(type: TableType, deal: Deal, bet: TableBet): number {
  const outcome = tableOutcomes(type, deal).get(bet.sid);
  if (!outcome) throw new RangeError(`${type} has no selection ${bet.sid}`);
  return outcomePnl(outcome, bet);
}

/** The most a bet can lose (its exposure): back the stake, lay ceil(stake x (rate - 100) / 100). */
export function tableBetMaxLoss(bet: TableBet): number {
  return bet.side === 'BACK' ? bet.stake : ceilDiv(bet.stake * (bet.rate - 100), 100);
}
