import { useState } from 'react';
import { useLiveStore } from '../../lib/live-store.ts';
import { AutoCashOutControl } from './auto-cash-out-control.tsx';
import { CashOutButton, LevelPosition } from './cash-out-button.tsx';
import { CashOutConfirm } from './cash-out-confirm.tsx';
import { CashOutShare } from './cash-out-share.tsx';
import { isLevel, liveCashOutValue } from './cash-out-value.ts';
import type { Market } from './match-detail-api.ts';
import { useCashOut } from './use-cash-out.ts';

/**
 * A market's Cash Out: the value at the prices on screen (green profit, red loss), recomputed from
 * the pushed book on every move without asking the server; a share (25/50/75/100% or the slider);
 * the press asks the server's quote and shows it to confirm; a CASH_OUT_CHANGED answer shows the
 * new value and asks again. A level position (nothing left to hedge) says so instead. Beside it,
 * the market's auto cash out.
 */
export function CashOutBar({ matchId, market }: { matchId: number; market: Market }) {
  const live = useLiveStore((s) => s.markets[String(market.market_id)]);
  const [percent, setPercent] = useState(100);
  const flow = useCashOut(matchId, market.market_id);
  const value = liveCashOutValue(market, live, percent / 100);

  return (
    <div className="cash-out" aria-label={`Cash out ${market.name}`}>
      {isLevel(market, live) ? (
        <LevelPosition value={liveCashOutValue(market, live, 1)} />
      ) : (
        <>
          <CashOutButton value={value} busy={flow.busy} onPress={() => void flow.ask(percent / 100)} />
          <CashOutShare percent={percent} onChange={setPercent} />
        </>
      )}
      <AutoCashOutControl matchId={matchId} marketId={market.market_id} marketName={market.name} />
      <CashOutConfirm flow={flow} market={market} />
    </div>
  );
}
