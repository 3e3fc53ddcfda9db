import { memo, useCallback } from 'react';
import { formatBookmakerRate } from '../../lib/bookmaker-rate.ts';
import { historyKey, useLiveStore } from '../../lib/live-store.ts';
import { useBetSlip } from './bet-slip-store.ts';
import type { Market, Runner } from './match-detail-api.ts';
import { formatPrice } from './format-price.ts';
import { PriceCell, type Side } from './price-cell.tsx';
import { PriceSparkline } from './price-sparkline.tsx';
import { useLiveRunner } from './use-live-market.ts';
import { WinLoss } from './win-loss.tsx';

const levels = [0, 1, 2];

interface RunnerRowProps {
  matchId: number;
  market: Market;
  runner: Runner;
  /** The market is not open (or racing's betting window has shut): no clicks. */
  blocked: boolean;
  onLadder: boolean;
}

/** A runner with three back levels (best nearest the centre) and three lay levels; live prices win over the polled ones. */
export const RunnerRow = memo(function RunnerRow({ matchId, market, runner, blocked, onLadder }: RunnerRowProps) {
  const live = useLiveRunner(market.market_id, runner.selection_id);
  const history = useLiveStore((s) => s.history[historyKey(market.market_id, runner.selection_id)]);
  const back = live?.back ?? runner.back;
  const lay = live?.lay ?? runner.lay;
  const removed = (live?.status ?? runner.status) === 'REMOVED';
  const disabled = blocked || removed;
  const open = useBetSlip((s) => s.open);
  // A bookmaker's prices read as the house quotes them (45), the ladder's as odds (1.45).
  const format = onLadder ? formatPrice : formatBookmakerRate;
  const onPick = useCallback(
    (side: Side, price: number) =>
      open({
        kind: 'market',
        matchId,
        marketId: market.market_id,
        marketName: market.name,
        onLadder,
        selectionId: runner.selection_id,
        runnerName: runner.name,
        isBack: side === 'back',
        odds: price,
        betDelay: market.bet_delay,
        minStack: market.min_stack,
        maxStack: market.max_stack,
      }),
    [open, matchId, market, runner.selection_id, runner.name, onLadder],
  );
  return (
    <tr className={removed ? 'removed' : undefined}>
      <th scope="row" className="runner-col">
        <span className="runner-name">{runner.name}</span>
        {removed && <span className="non-runner">Non-runner</span>}
        <WinLoss value={runner.win_loss} label={`Win/loss if ${runner.name} wins`} />
        {history && history.length > 1 && <PriceSparkline prices={history} />}
      </th>
      {[...levels].reverse().map((l) => (
        <PriceCell
          key={`b${l}`}
          side="back"
          level={l}
          price={back[l]?.price}
          size={back[l]?.size}
          label={`Back ${runner.name}`}
          disabled={disabled}
          format={format}
          onPick={onPick}
        />
      ))}
      {levels.map((l) => (
        <PriceCell
          key={`l${l}`}
          side="lay"
          level={l}
          price={lay[l]?.price}
          size={lay[l]?.size}
          label={`Lay ${runner.name}`}
          disabled={disabled}
          format={format}
          onPick={onPick}
        />
      ))}
    </tr>
  );
});
