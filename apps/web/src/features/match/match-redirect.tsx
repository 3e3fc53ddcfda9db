import { Navigate, useParams } from 'react-router';
import { Loading } from '../../components/ui/loading.tsx';
import { webConfig } from '../../lib/config.ts';
import { useMatchDetail } from './match-detail-api.ts';

/** match/matchdetail/{id} and CM/MD/{id}: the old links name only the match, so ask its sport first. */
export function MatchRedirect() {
  const { matchId = '' } = useParams();
  const { data, isLoading } = useMatchDetail(matchId);
  if (isLoading) return <Loading label="Opening match" />;
  return <Navigate to={`/game-details/${data?.sport_id ?? webConfig.defaultSportId}/${matchId}`} replace />;
}
