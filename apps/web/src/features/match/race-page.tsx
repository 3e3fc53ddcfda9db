import type { Venue } from '@bx/contract';
import { useParams } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { useVenues } from '../../lib/catalog.ts';
import { webConfig } from '../../lib/config.ts';
import { formatIstTime } from '../../lib/format-ist.ts';
import { useMatchDetail } from './match-detail-api.ts';
import { MatchHeading } from './match-heading.tsx';
import { MatchBoard } from './match-board.tsx';
import '../../components/betting.css';
import './match.css';

function findRace(venues: Venue[], matchId: string) {
  for (const venue of venues) {
    const race = venue.races.find((r) => String(r.match_id) === matchId);
    if (race) return { venue, race };
  }
  return null;
}

/** horse-racing/{matchId}/{date}: the race from that day's venue list, its WIN and PLACE markets and the slip. */
export function RacePage() {
  const { matchId = '', date = '' } = useParams();
  const horses = useVenues(webConfig.horseRacingSportId, date);
  const dogs = useVenues(webConfig.greyhoundSportId, date);
  const { data: detail, isLoading } = useMatchDetail(matchId);
  const found = findRace([...(horses.data ?? []), ...(dogs.data ?? [])], matchId);
  if (isLoading || horses.isLoading) return <Loading label="Loading race" />;
  return (
    <section className="match-page">
      <MatchHeading
        name={found?.race.name ?? detail?.name ?? `Race ${matchId}`}
        openDate={found?.race.market_start_time ?? detail?.open_date}
        inPlay={detail?.in_play}
      />
      {found && (
        <p className="race-info">
          <span>{formatIstTime(found.race.market_start_time)}</span> · <span>{found.venue.venue}</span> · <span>{found.venue.country}</span>
        </p>
      )}
      <MatchBoard matchId={matchId} detail={detail ?? null} raceStart={found?.race.market_start_time ?? detail?.open_date} />
    </section>
  );
}
