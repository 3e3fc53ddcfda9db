import type { BetListItem } from '@bx/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { formatMoney } from '../../lib/format-money.ts';
import { stepOdds } from '../../lib/ladder.ts';
import { OddsStepper } from './odds-stepper.tsx';
import { replaceBet } from './my-bets-api.ts';
import { toastAnswer } from './toast-answer.ts';

/**
 * Edits an unmatched exchange bet in place: the price one ladder tick at a time (the − and +
 * buttons, or the arrow keys on the odds), the stake only lower. A lower stake keeps the bet's
 * place in the queue; a new price replaces the unmatched part with a new bet there, in one step.
 */
export function EditUnmatchedBet({ bet, onDone }: { bet: BetListItem; onDone(): void }) {
  const [odds, setOdds] = useState(bet.odds);
  const [stake, setStake] = useState(String(bet.remaining_stack));
  const [busy, setBusy] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const keyed = useRef(false);
  const arrows = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    e.preventDefault();
    keyed.current = true;
    setOdds(stepOdds(odds, e.key === 'ArrowUp' ? 1 : -1));
  };
  // The stepper draws its field afresh at each price: a price set from the keyboard keeps the focus there.
  useEffect(() => {
    if (!keyed.current) return;
    keyed.current = false;
    box.current?.querySelector('input')?.focus();
  }, [odds]);
  // Why Save is off, in words: a greyed button alone does not tell the customer the stake can only go down.
  const amount = Number(stake);
  const problem =
    stake.trim() !== '' && !(amount > 0)
      ? 'The stake must be more than 0.'
      : amount > bet.remaining_stack
        ? `The stake can only be lowered (at most ${formatMoney(bet.remaining_stack)}): place a new bet to add to it.`
        : null;
  const save = async () => {
    const stack = Number(stake);
    const edit = { ...(odds !== bet.odds ? { odds } : {}), ...(stack !== bet.remaining_stack ? { stack } : {}) };
    if (Object.keys(edit).length === 0) return onDone();
    setBusy(true);
    await toastAnswer(
      () => replaceBet(bet.bet_id, edit),
      () => (edit.odds === undefined ? 'Stake lowered.' : 'Bet moved to the new price.'),
      'The change could not be sent.',
      () => {
        setBusy(false);
        onDone();
      },
    );
  };
  return (
    <form
      className="edit-bet"
      aria-label={`Edit bet ${bet.bet_id}`}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <span>
        {bet.is_back ? 'Back' : 'Lay'} {bet.selection_name}
      </span>
      <div ref={box} onKeyDown={arrows}>
        <OddsStepper odds={odds} onOdds={setOdds} />
      </div>
      <label>
        Stake
        <input
          type="number"
          inputMode="decimal"
          min={0.01}
          max={bet.remaining_stack}
          step={0.01}
          value={stake}
          onChange={(e) => setStake(e.target.value)}
        />
      </label>
      <button type="submit" disabled={busy || !(amount > 0) || amount > bet.remaining_stack}>
        Save
      </button>
      <button type="button" onClick={onDone}>
        Close
      </button>
      {problem && (
        <p className="slip-notice" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
