import { formatMoney } from '../../lib/format-money.ts';

/** The Cash Out press with the live value on it: green for a profit, red for a loss; off while no hedge can be had. */
export function CashOutButton({ value, busy, onPress }: { value: number | null; busy: boolean; onPress(): void }) {
  return (
    <button type="button" className="cash-out-button" disabled={busy || value === null} onClick={onPress}>
      Cash Out{' '}
      {value !== null && (
        <span className={`cash-out-value ${value >= 0 ? 'plus' : 'minus'}`} data-testid="cash-out-value">
          {formatMoney(value)}
        </span>
      )}
    </button>
  );
}

/** In place of the Cash Out press once the position is level: what the customer gets whoever wins. */
export function LevelPosition({ value }: { value: number | null }) {
  return (
    <p className="cash-out-level" role="status">
      Your position is level
      {value !== null && (
        <>
          : <span className={value >= 0 ? 'plus' : 'minus'}>{formatMoney(value)}</span> whoever wins
        </>
      )}
      .
    </p>
  );
}
