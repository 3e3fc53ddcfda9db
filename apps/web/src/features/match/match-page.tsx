import { useParams } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useMatches } from '../../lib/catalog.ts';
import { useMatchDetail } from './match-detail-api.ts';
import { MatchHeading } from './match-heading.tsx';
import { MatchMarkets } from './match-markets.tsx';
import './match.css';

/** game-details/{sportId}/{matchId}: the event and its books (read-only until betting lands). */
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
      <MatchMarkets detail={detail ?? null} />
    </section>
  );
}
