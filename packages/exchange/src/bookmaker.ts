import { checkStake } from './check-stake';
import { fail, type Result } from './result';
import { ceilDiv, floorDiv } from './rounding';
import type { Paise } from './types';

/** A bookmaker bet: rate in paise of profit per rupee (45 = 1.45 decimal), filled by the house. */
export interface BookmakerBet {
  selectionId: number;
  side: 'BACK' | 'LAY';
  rate: number;
  stake: Paise;
}

/** P&L of a bookmaker bet given the winner: back wins floor(stake x rate/100); lay loses ceil of it. */
export function bookmakerPnl(bet: BookmakerBet, winnerSelectionId: number): Paise {
  const wins = bet.selectionId === winnerSelectionId;
  if (bet.side === 'BACK') return wins ? floorDiv(bet.stake * bet.rate, 100) : -bet.stake;
  return wins ? -ceilDiv(bet.stake * bet.rate, 100) : bet.stake;
}

/** P&L over `bets` if each selection wins. */
export function bookmakerBook(bets: BookmakerBet[], selectionIds: number[]): { selectionId: number; pnl: Paise }[] {
  return selectionIds.map((id) => ({ selectionId: id, pnl: bets.reduce((a, b) => a + bookmakerPnl(b, id), 0) }));
}

/** Exposure: the worst outcome's loss as a positive number. */
export function bookmakerExposure(bets: BookmakerBet[], selectionIds: number[]): Paise {
  const worst = Math.min(0, ...bookmakerBook(bets, selectionIds).map((r) => r.pnl));
  return worst === 0 ? 0 : -worst;
}

export interface BookmakerQuote {
  selectionId: number;
  open: boolean;
  backRate: number;
  layRate: number;
  minStake: Paise;
  maxStake: Paise;
}

/**
 * Accepts a bet only at the current rate while the quote is open. Codes: MARKET_SUSPENDED,
 * RATE_CHANGED, INVALID_STAKE, STAKE_TOO_LOW, STAKE_TOO_HIGH.
 */
export function checkBookmakerQuote(quote: BookmakerQuote, req: { side: 'BACK' | 'LAY'; rate: number; stake: Paise }): Result<object> {
  if (!quote.open) return fail('MARKET_SUSPENDED', 'bookmaker market is suspended');
  const rate = req.side === 'BACK' ? quote.backRate : quote.layRate;
  if (req.rate !== rate) return fail('RATE_CHANGED', `rate changed to ${rate}`);
  return checkStake(req.stake, quote.minStake, quote.maxStake) ?? { ok: true };
}
