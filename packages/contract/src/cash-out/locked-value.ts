import { fillBackProfit, fillLayLiability, floorDiv } from './fill-rounding.ts';

/** Money in integer paise; prices in hundredths of decimal odds (2.50 -> 250). */
type Paise = number;

/** A whole fraction, in parts of 10 000 (a partial cash out of 50% is 5 000). */
export const FULL_FRACTION = 10_000;

/** One bet of a hedge: back or lay `stake` on a runner at `price` (or better). */
export interface CashOutLeg {
  selectionId: number;
  side: 'BACK' | 'LAY';
  price: number;
  stake: Paise;
}

/**
 * What the legs add to the P&L if `selectionId` wins, each rounded as the engine rounds a fill
 * on its own (a back's profit down, a lay's liability up): fills merged with earlier ones at the
 * same price can only round in the customer's favour, so this is never more than they get.
 */
export function legsPnl(legs: readonly CashOutLeg[], selectionId: number): Paise {
  let sum = 0;
  for (const leg of legs) {
    const on = leg.selectionId === selectionId;
    if (leg.side === 'BACK') sum += on ? fillBackProfit(leg.stake, leg.price) : -leg.stake;
    else sum += on ? -fillLayLiability(leg.stake, leg.price) : leg.stake;
  }
  return sum;
}

/**
 * The value a cash out of `fraction` (parts of FULL_FRACTION) locks in, from the P&L per runner
 * before and after its bets: on every runner the P&L after less the part of the position kept,
 * `before x (1 - f)`, i.e. f x before plus what the bets added; the least over the runners,
 * rounded down (the customer's worse side). For a full cash out it is the worst P&L after.
 */
export function lockedBetween(before: readonly Paise[], after: readonly Paise[], fraction: number = FULL_FRACTION): Paise {
  let value = Infinity;
  for (let i = 0; i < before.length; i++) {
    value = Math.min(value, floorDiv(fraction * before[i]! + FULL_FRACTION * (after[i]! - before[i]!), FULL_FRACTION));
  }
  return value;
}

/** lockedBetween for `legs` filled at their prices on a position of `runners`. */
export function lockedValue(
  runners: readonly { selectionId: number; pnl: Paise }[],
  legs: readonly CashOutLeg[],
  fraction: number = FULL_FRACTION,
): Paise {
  const before = runners.map((r) => r.pnl);
  return lockedBetween(
    before,
    runners.map((r) => r.pnl + legsPnl(legs, r.selectionId)),
    fraction,
  );
}
