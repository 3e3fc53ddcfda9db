import { useState } from 'react';
import { useLiveStore } from '../../lib/live-store.ts';
import { CashOutButton, LevelPosition } from './cash-out-button.tsx';
import { CashOutConfirm } from './cash-out-confirm.tsx';
import { CashOutShare } from './cash-out-share.tsx';
import { hasPosition, isLevel, liveCashOutValue } from './cash-out-value.ts';
import type { Market } from './match-detail-api.ts';
import { useCashOut } from './use-cash-out.ts';
import { useLiveStatus } from './use-live-market.ts';

/** One market's cash out in My Bets: the same live value, share, button and confirmation as the market's bar. */
function MarketCashOut({ matchId, market }: { matchId: number; market: Market }) {
  const live = useLiveStore((s) => s.markets[String(market.market_id)]);
  const status = useLiveStatus(market.market_id) ?? market.status;
  const [percent, setPercent] = useState(100);
  const flow = useCashOut(matchId, market.market_id);
  if (status !== 'OPEN') return null;
  return (
    <li className="my-bets-cash-out-row">
      <span>{market.name}</span>
      {isLevel(market, live) ? (
        <LevelPosition value={liveCashOutValue(market, live, 1)} />
      ) : (
        <>
          <CashOutShare percent={percent} onChange={setPercent} />
          <CashOutButton
            value={liveCashOutValue(market, live, percent / 100)}
            busy={flow.busy}
            onPress={() => void flow.ask(percent / 100)}
          />
        </>
      )}
      <CashOutConfirm flow={flow} market={market} />
    </li>
  );
}

/** My Bets' cash out: every open market of the match where the caller holds a matched position. */
export function MyBetsCashOut({ matchId, markets }: { matchId: number; markets: readonly Market[] }) {
  const held = markets.filter(hasPosition);
  if (held.length === 0) return null;
  return (
    <div className="my-bets-group my-bets-cash-out" role="group" aria-label="Cash out">
      <h3>Cash out</h3>
      <ul>
        {held.map((m) => (
          <MarketCashOut key={m.market_id} matchId={matchId} market={m} />
        ))}
      </ul>
    </div>
  );
}
