import { CashOutBar } from './cash-out-bar.tsx';
import { hasPosition } from './cash-out-value.ts';
import type { Market } from './match-detail-api.ts';
import { raceClosedReason } from './race-window.ts';
import { RunnerRow } from './runner-row.tsx';
import { useLiveInPlay, useLiveStatus } from './use-live-market.ts';

interface MarketTableProps {
  matchId: number;
  market: Market;
  /** Racing: the off, for the reason betting is shut. */
  raceStart?: string;
}

/** One market's book: runner rows, a SUSPENDED / CLOSED overlay that takes the clicks, limits and the in-play marker. */
export function MarketTable({ matchId, market, raceStart }: MarketTableProps) {
  const status = useLiveStatus(market.market_id) ?? market.status;
  const inPlay = useLiveInPlay(market.market_id) ?? market.in_play;
  const onLadder = market.market_type !== 'BOOKMAKER';
  const overlay = status === 'OPEN' ? null : status === 'INACTIVE' ? 'NOT OPEN' : status;
  const closedReason = raceStart ? raceClosedReason(status, raceStart) : null;
  const blocked = overlay !== null;
  return (
    <section className="market" aria-label={market.name} data-status={status}>
      <header className="market-head">
        <h2>
          {market.name}
          {inPlay && <span className="badge-inplay">In-Play</span>}
        </h2>
        <span className="market-limits">
          Min {market.min_stack} / Max {market.max_stack}
          {inPlay && market.bet_delay > 0 && ` · Delay ${market.bet_delay}s`}
        </span>
      </header>
      {status === 'OPEN' && hasPosition(market) && <CashOutBar matchId={matchId} market={market} />}
      {closedReason && (
        <p className="market-reason" role="note">
          {closedReason}
        </p>
      )}
      <div className="book-wrap">
        <table className={`book${blocked ? ' suspended' : ''}`}>
          <thead>
            <tr>
              <th className="runner-col" />
              <th colSpan={3} className="side-head back">
                Back
              </th>
              <th colSpan={3} className="side-head lay">
                Lay
              </th>
            </tr>
          </thead>
          <tbody>
            {market.runner_json.map((r) => (
              <RunnerRow key={r.selection_id} matchId={matchId} market={market} runner={r} blocked={blocked} onLadder={onLadder} />
            ))}
          </tbody>
        </table>
        {overlay && (
          <div className="market-overlay" role="status" aria-label={`${market.name} ${overlay}`}>
            {overlay}
          </div>
        )}
      </div>
    </section>
  );
}
