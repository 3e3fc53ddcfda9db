import { MAX_RUNS } from '@bx/contract';
import { lazy, Suspense } from 'react';
import { betSideName } from '../../lib/bet-side.ts';
import { formatBookmakerRate } from '../../lib/bookmaker-rate.ts';
import { useStakeFocus } from '../../lib/use-stake-focus.ts';
import { formatPrice } from './format-price.ts';
import { khadoStartProblem } from './khado-start.ts';
import { useBetSlip, type SlipTarget } from './bet-slip-store.ts';
import type { MatchDetail } from './match-detail-api.ts';
import { OddsStepper } from './odds-stepper.tsx';
import { SlipPreview } from './slip-preview.tsx';
import { StakeButtons } from './stake-buttons.tsx';
import { useLiveInPlay } from './use-live-market.ts';
import { usePlaceBet } from './use-place-bet.ts';

// recharts loads with the first slip, not with the app.
const SlipPriceChart = lazy(() => import('./slip-price-chart.tsx').then((m) => ({ default: m.SlipPriceChart })));

/** What is wrong with the typed stake, in the slip's words (null: nothing); money has paise, no finer. */
function stakeProblemOf(typed: string, amount: number, limits: { minStack: number; maxStack: number }): string | null {
  if (amount > 0 && amount < limits.minStack) return `The stake must be at least ${limits.minStack}.`;
  if (amount > limits.maxStack) return `The stake can be at most ${limits.maxStack}.`;
  if (/\.\d{3}/.test(typed)) return 'The stake can have at most 2 decimals.';
  return null;
}

/** What the slip is for, whatever its odds or line move to: a new one moves the focus to the stake. */
const selectionKey = (t: SlipTarget) =>
  t.kind === 'market' ? `market:${t.marketId}:${t.selectionId}:${t.isBack}` : `fancy:${t.fancyId}:${t.isBack}`;

/** The bet slip of the clicked price: odds on the ladder, stake, preview, place. */
export function BetSlip({ detail }: { detail: MatchDetail | null }) {
  const { target, stake, notice, update, setStake, close } = useBetSlip();
  const market = target?.kind === 'market' ? detail?.markets.find((m) => m.market_id === target.marketId) : undefined;
  const liveInPlay = useLiveInPlay(market?.market_id ?? -1);
  const { place, placing, delayLeft } = usePlaceBet(liveInPlay ?? market?.in_play ?? false);
  const shown = target !== null && detail !== null && target.matchId === detail.match_id;
  const stakeRef = useStakeFocus(shown ? selectionKey(target) : null);
  if (!shown) return null;
  const amount = Number(stake);
  const side = target.isBack ? 'back' : 'lay';
  const sideName = betSideName(target.isBack, target.kind === 'fancy' ? target.fancyType : null);
  const title = target.kind === 'fancy' ? target.name : target.runnerName;
  const stakeProblem = stakeProblemOf(stake, amount, target);
  const fancy = target.kind === 'fancy' ? detail.fancies.find((f) => f.fancy_id === target.fancyId) : undefined;
  const startProblem =
    target.kind === 'fancy' && target.fancyType === 'KHADO' ? khadoStartProblem(target.run, fancy?.max_result ?? MAX_RUNS) : null;
  return (
    <section className={`bet-slip ${side}`} aria-label="Bet slip">
      <header className="slip-head">
        <h2>
          {sideName} {title}
        </h2>
        <button type="button" className="slip-close" aria-label="Close bet slip" onClick={close} disabled={placing}>
          ×
        </button>
      </header>
      {target.kind === 'market' && (
        <>
          <p className="slip-market">{target.marketName}</p>
          <Suspense fallback={null}>
            <SlipPriceChart marketId={target.marketId} selectionId={target.selectionId} />
          </Suspense>
        </>
      )}
      <div className="slip-fields">
        {target.kind === 'market' && target.onLadder ? (
          <OddsStepper odds={target.odds} onOdds={(odds) => update({ odds })} />
        ) : target.kind === 'market' ? (
          <p className="slip-quote">Rate {formatBookmakerRate(target.odds)}</p>
        ) : target.fancyType === 'KHADO' ? (
          <label className="slip-field">
            Start run
            <input
              inputMode="numeric"
              value={target.run || ''}
              aria-invalid={startProblem !== null}
              onChange={(e) => update({ run: Number(e.target.value.replace(/\D/g, '')) })}
            />
          </label>
        ) : (
          <p className="slip-quote">
            {target.fancyType === 'ODD_EVEN' ? 'Odds' : `Run ${formatPrice(target.run)} · Rate`} {formatPrice(target.rate)}
          </p>
        )}
        <label className="slip-field">
          Stake
          <input ref={stakeRef} inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value.replace(/[^\d.]/g, ''))} />
        </label>
      </div>
      <StakeButtons onStake={(v) => setStake(String(v))} />
      <p className="slip-limits">
        Min {target.minStack} / Max {target.maxStack}
      </p>
      {amount > 0 && <SlipPreview target={target} stake={amount} market={market} />}
      {notice && (
        <p className="slip-notice" role="alert">
          {notice}
        </p>
      )}
      {startProblem && <p className="slip-notice">{startProblem}</p>}
      {stakeProblem && <p className="slip-notice">{stakeProblem}</p>}
      <div className="slip-actions">
        <button type="button" onClick={close} disabled={placing}>
          Cancel
        </button>
        <button
          type="button"
          className="place-bet"
          onClick={() => void place()}
          disabled={placing || !(amount > 0) || stakeProblem !== null || startProblem !== null}
        >
          {placing ? (
            <>
              <span className="spinner" aria-hidden="true" /> {delayLeft ? `Placing… ${delayLeft}s` : 'Placing…'}
            </>
          ) : (
            'Place Bet'
          )}
        </button>
      </div>
    </section>
  );
}
