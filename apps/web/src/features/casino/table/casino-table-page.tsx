import { useState } from 'react';
import { useParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Loading } from '../../../components/ui/loading.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { useLiveStore } from '../../../lib/live-store.ts';
import { useIsMobile } from '../../../lib/use-is-mobile.ts';
import { useTable } from '../live/use-table.ts';
import { RoundDetailModal } from '../round/round-detail-modal.tsx';
import { CasinoSlip } from './casino-slip.tsx';
import { useCasinoSlip } from './casino-slip-store.ts';
import { FlipClock } from './flip-clock.tsx';
import { LastResults } from './last-results.tsx';
import { resultName } from '../../../lib/casino-result-label.ts';
import { SelectionList } from './selection-list.tsx';
import { TableCards } from './table-cards.tsx';
import { TableMyBets } from './table-my-bets.tsx';
import { TableRules } from './table-rules.tsx';
import '../../../components/betting.css';
import '../tables.css';

const phaseText = (status: string, winner: string | null) =>
  status === 'OPEN' ? 'Place your bets' : status === 'RESULT' && winner !== null ? `Winner: ${winner}` : 'Cards are being dealt';

/** casino/match/{matchId}: one table's current round, live from the table's stream. */
export function CasinoTablePage() {
  const { matchId = '' } = useParams();
  const { table, isLoading } = useTable(matchId);
  // The round a chip opened, with its table: the page stays mounted when the customer moves to
  // another table, and that table must not show this one's round.
  const [opened, setOpened] = useState<{ table: string; round: string } | null>(null);
  const openRound = opened?.table === matchId ? opened.round : null;
  const openSlip = useCasinoSlip((s) => s.open);
  const isMobile = useIsMobile();
  const connected = useLiveStore((s) => s.status === 'live');
  const round = table?.markets[0];
  if (!round)
    return isLoading ? (
      <Loading label="Loading table" />
    ) : (
      <EmptyState title="This table is closed">Try another table from Our Casino.</EmptyState>
    );
  const type = round.gtype ?? '';
  const roundId = String(round.market_id);
  const open = round.status === 'OPEN' && (round.autotime ?? 0) > 0;
  const winner = round.status === 'RESULT' && round.winner != null ? resultName(type, round.winner) : null;
  return (
    <section className="casino-table" aria-label={table.name}>
      <PageTitle aside={<FlipClock seconds={open ? (round.autotime ?? 0) : 0} />}>{table.name}</PageTitle>
      <p className="round-line">
        Round <span data-testid="round-id">{roundId}</span> ·{' '}
        <span className={`phase ${round.status.toLowerCase()}`}>{phaseText(round.status, winner)}</span>
      </p>
      {!connected && (
        <p className="live-note" role="status">
          Live updates paused: reconnecting… The table resumes by itself; bets are checked against the round on the server.
        </p>
      )}
      <div className="casino-board">
        <div className="casino-main">
          <TableCards type={type} cards={round.cards ?? {}} />
          <SelectionList
            runners={round.runner_json}
            open={open}
            onPick={(pick) => openSlip({ ...pick, matchId: table.match_id, roundId })}
          />
          <LastResults type={type} results={round.results ?? []} onOpen={(r) => setOpened({ table: matchId, round: r })} />
        </div>
        <aside className="casino-side">
          <CasinoSlip
            matchId={table.match_id}
            openRoundId={open ? roundId : null}
            minStack={round.min_stack}
            maxFor={(sid) => round.runner_json.find((r) => r.selection_id === sid)?.back[0]?.size ?? round.max_stack}
          />
          <TableMyBets matchId={matchId} />
          <TableRules
            type={type}
            runners={round.runner_json}
            minStack={round.min_stack}
            maxStack={round.max_stack}
            sideMaxStack={round.side_max_stack}
            startOpen={!isMobile}
          />
        </aside>
      </div>
      <RoundDetailModal roundId={openRound} onClose={() => setOpened(null)} />
    </section>
  );
}
