import { stepOdds } from '../../lib/ladder.ts';
import { formatPrice } from './format-price.ts';

/** Odds moved one ladder tick at a time (typed odds snap to the ladder when the field is left). */
export function OddsStepper({ odds, onOdds }: { odds: number; onOdds(odds: number): void }) {
  return (
    <div className="odds-stepper">
      <button type="button" aria-label="Lower odds" onClick={() => onOdds(stepOdds(odds, -1))}>
        −
      </button>
      <input
        aria-label="Odds"
        inputMode="decimal"
        defaultValue={formatPrice(odds)}
        key={odds}
        onBlur={(e) => {
          const typed = Number(e.target.value);
          const snapped = Number.isFinite(typed) && typed > 1 ? stepOdds(typed, 0) : odds;
          e.target.value = formatPrice(snapped);
          onOdds(snapped);
        }}
      />
      <button type="button" aria-label="Higher odds" onClick={() => onOdds(stepOdds(odds, 1))}>
        +
      </button>
    </div>
  );
}
