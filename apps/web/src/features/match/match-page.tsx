import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { useMatches } from '../../lib/catalog.ts';
import { MatchNotFoundError, useMatchDetail } from './match-detail-api.ts';
import { MatchHeading } from './match-heading.tsx';
import { MatchBoard } from './match-board.tsx';
import '../../components/betting.css';
import './match.css';

/** game-details/{sportId}/{matchId}: the event, its live books, the bet slip and My Bets. */
export function MatchPage() {
  const { sportId = '', matchId = '' } = useParams();
  const { data: detail, isLoading, error } = useMatchDetail(matchId);
  const notFound = error instanceof MatchNotFoundError;
  // Without a detail answer the sport's match list still names the event.
  const { data: matches = [] } = useMatches(sportId, undefined, !isLoading && !detail && !notFound);
  const listed = matches.find((m) => String(m.match_id) === matchId);
  if (isLoading) return <Loading label="Loading match" />;
  if (notFound)
    return (
      <section className="match-page">
        <EmptyState title="Match not found">
          There is no match {matchId}. It may have been removed, or the link is wrong. <Link to="/home">Back to Home</Link>
        </EmptyState>
      </section>
    );
  const name = detail?.name ?? listed?.match_name ?? `Match ${matchId}`;
  return (
    <section className="match-page">
      <MatchHeading name={name} openDate={detail?.open_date ?? listed?.open_date} inPlay={detail?.in_play ?? listed?.in_play} />
      <MatchBoard matchId={matchId} detail={detail ?? null} />
    </section>
  );
}
