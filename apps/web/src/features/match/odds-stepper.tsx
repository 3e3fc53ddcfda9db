import { useState } from 'react';
import { stepOdds } from '../../lib/ladder.ts';
import { formatPrice } from './format-price.ts';

/**
 * Odds moved one ladder tick at a time. Typed odds off the ladder move to its nearest price when
 * the field is left, and the slip says so: a price is never changed without the customer seeing it.
 */
export function OddsStepper({ odds, onOdds }: { odds: number; onOdds(odds: number): void }) {
  const [moved, setMoved] = useState<string | null>(null);
  const choose = (next: number) => {
    setMoved(null);
    onOdds(next);
  };
  return (
    <>
      <div className="odds-stepper">
        <button type="button" aria-label="Lower odds" onClick={() => choose(stepOdds(odds, -1))}>
          −
        </button>
        <input
          aria-label="Odds"
          inputMode="decimal"
          defaultValue={formatPrice(odds)}
          key={odds}
          onBlur={(e) => {
            const text = e.target.value.trim();
            const typed = Number(text);
            const valid = text !== '' && Number.isFinite(typed) && typed > 1;
            const next = valid ? stepOdds(typed, 0) : odds;
            e.target.value = formatPrice(next);
            setMoved(
              valid && next === typed ? null : `${text || 'An empty price'} is not on the price ladder: the odds are ${formatPrice(next)}.`,
            );
            onOdds(next);
          }}
        />
        <button type="button" aria-label="Higher odds" onClick={() => choose(stepOdds(odds, 1))}>
          +
        </button>
      </div>
      {moved && (
        <p className="slip-notice" role="status">
          {moved}
        </p>
      )}
    </>
  );
}
