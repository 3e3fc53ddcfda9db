import { formatMoney } from '../../lib/format-money.ts';

/** The caller's profit (green) or loss (red) if this runner wins; nothing while flat. */
export function WinLoss({ value, label }: { value: number | undefined; label?: string }) {
  if (!value) return null;
  return (
    <span className={`win-loss ${value > 0 ? 'plus' : 'minus'}`} aria-label={label}>
      {formatMoney(value)}
    </span>
  );
}
