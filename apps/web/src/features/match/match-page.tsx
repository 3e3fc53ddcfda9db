import { useParams } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useMatches } from '../../lib/catalog.ts';
import { useMatchDetail } from './match-detail-api.ts';
import { MatchHeading } from './match-heading.tsx';
import { MatchBoard } from './match-board.tsx';
import './match.css';

/** game-details/{sportId}/{matchId}: the event, its live books, the bet slip and My Bets. */
export function MatchPage() {
  const { sportId = '', matchId = '' } = useParams();
  const { data: detail, isLoading } = useMatchDetail(matchId);
  // Without a detail answer the sport's match list still names the event.
  const { data: matches = [] } = useMatches(sportId, undefined, !isLoading && !detail);
  const listed = matches.find((m) => String(m.match_id) === matchId);
  if (isLoading) return <Loading label="Loading match" />;
  const name = detail?.name ?? listed?.match_name ?? `Match ${matchId}`;
  return (
    <section className="match-page">
      <MatchHeading name={name} openDate={detail?.open_date ?? listed?.open_date} inPlay={detail?.in_play ?? listed?.in_play} />
      <MatchBoard matchId={matchId} detail={detail ?? null} />
    </section>
  );
}
