import { useEffect } from 'react';
import { formatMoney } from '../../../lib/format-money.ts';
import { useStakeFocus } from '../../../lib/use-stake-focus.ts';
import { CasinoStakeButtons } from './casino-stake-buttons.tsx';
import { useCasinoSlip } from './casino-slip-store.ts';
import { usePlaceCasinoBet } from './use-place-casino-bet.ts';

interface CasinoSlipProps {
  matchId: number;
  /** The round now open for bets, or null while the cards are dealt. */
  openRoundId: string | null;
  minStack: number;
  /** The largest stake on a selection: main and side bets have their own maximum. */
  maxFor(selectionId: number): number;
}

/** The casino bet slip: the picked selection at its rate, a stake from the Casino buttons, the profit it would win. */
export function CasinoSlip({ matchId, openRoundId, minStack, maxFor }: CasinoSlipProps) {
  const { target, stake, notice, setStake, close } = useCasinoSlip();
  const { place, placing } = usePlaceCasinoBet();
  const stale = target !== null && (target.matchId !== matchId || target.roundId !== openRoundId);
  const stakeRef = useStakeFocus(target && !stale ? `${target.roundId}:${target.selectionId}:${target.isBack}` : null);
  // The window closed (or another table is shown): the pick was for a round that takes no more bets.
  useEffect(() => {
    if (stale && !placing) close();
  }, [stale, placing, close]);
  if (!target || stale) return null;
  const amount = Number(stake);
  const maxStack = maxFor(target.selectionId);
  const tooLow = amount > 0 && amount < minStack;
  const tooHigh = amount > maxStack;
  const win = target.isBack ? amount * (target.odds - 1) : amount;
  const risk = target.isBack ? amount : amount * (target.odds - 1);
  return (
    <section className={`bet-slip casino-slip ${target.isBack ? 'back' : 'lay'}`} aria-label="Bet slip">
      <header className="slip-head">
        <h2>
          {target.isBack ? 'Back' : 'Lay'} {target.name}
        </h2>
        <button type="button" className="slip-close" aria-label="Close bet slip" onClick={close} disabled={placing}>
          ×
        </button>
      </header>
      <div className="slip-fields">
        <p className="slip-quote">Rate {target.odds.toFixed(2)}</p>
        <label className="slip-field">
          Stake
          <input ref={stakeRef} inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value.replace(/[^\d.]/g, ''))} />
        </label>
      </div>
      <CasinoStakeButtons onStake={(v) => setStake(String(v))} />
      <p className="slip-limits">
        Min {minStack} / Max {maxStack}
      </p>
      {amount > 0 && (
        <p className="slip-outcome">
          Wins {formatMoney(win)} · risks {formatMoney(risk)}
        </p>
      )}
      {notice && (
        <p className="slip-notice" role="alert">
          {notice}
        </p>
      )}
      {(tooLow || tooHigh) && (
        <p className="slip-notice">{tooLow ? `The stake must be at least ${minStack}.` : `The stake can be at most ${maxStack}.`}</p>
      )}
      <div className="slip-actions">
        <button type="button" onClick={close} disabled={placing}>
          Cancel
        </button>
        <button type="button" className="place-bet" onClick={() => void place()} disabled={placing || !(amount > 0) || tooLow || tooHigh}>
          {placing ? 'Placing…' : 'Place Bet'}
        </button>
      </div>
    </section>
  );
}
