import { memo } from 'react';
import { formatSize } from './format-price.ts';

export type Side = 'back' | 'lay';

interface PriceCellProps {
  side: Side;
  /** 0 = best (nearest the runner name for back, nearest the centre for lay). */
  level: number;
  price: number | undefined;
  size: number | undefined;
  /** Accessible name of the action, e.g. "Back India". */
  label: string;
  disabled: boolean;
  /** How the price reads: ladder odds, or a bookmaker's rate (a module function, so the memo holds). */
  format(price: number): string;
  onPick(side: Side, price: number): void;
}

/** One ladder level; memoised on its values so a push re-renders only the cells that moved. */
export const PriceCell = memo(function PriceCell({ side, level, price, size, label, disabled, format, onPick }: PriceCellProps) {
  const cls = `price ${side} l${level}${level === 0 ? ' best' : ''}`;
  if (price === undefined) {
    return (
      <td className={cls}>
        <span className="price-empty">-</span>
      </td>
    );
  }
  return (
    <td className={cls}>
      <button type="button" disabled={disabled} aria-label={`${label} at ${format(price)}`} onClick={() => onPick(side, price)}>
        <b>{format(price)}</b>
        {size !== undefined && <small>{formatSize(size)}</small>}
      </button>
    </td>
  );
});
