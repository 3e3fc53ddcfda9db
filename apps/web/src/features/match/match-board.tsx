import { BetSlip } from './bet-slip.tsx';
import type { MatchDetail } from './match-detail-api.ts';
import { MatchMarkets } from './match-markets.tsx';
import { MyBets } from './my-bets.tsx';

/** Markets on the left; the bet slip and My Bets beside them (below on a phone, the slip as a bottom sheet). */
export function MatchBoard({ matchId, detail, raceStart }: { matchId: string; detail: MatchDetail | null; raceStart?: string }) {
  return (
    <div className="match-board">
      <div className="match-books">
        <MatchMarkets detail={detail} raceStart={raceStart} />
      </div>
      <aside className="match-side">
        <BetSlip detail={detail} />
        <MyBets matchId={matchId} markets={detail?.markets} />
      </aside>
    </div>
  );
}
