import type { BetListItem } from '@bx/contract';

const LABELS = { cash_out: 'Cash out', auto_cash_out: 'Auto cash out' } as const;

/**
 * A small tag on a bet the customer did not place by hand (a cash out's hedge, or the auto cash
 * out that fired while they were away); nothing on their own bets.
 */
export function PlacedByLabel({ bet }: { bet: Pick<BetListItem, 'placed_by'> }) {
  if (bet.placed_by !== 'cash_out' && bet.placed_by !== 'auto_cash_out') return null;
  return <span className="placed-by">{LABELS[bet.placed_by]}</span>;
}
