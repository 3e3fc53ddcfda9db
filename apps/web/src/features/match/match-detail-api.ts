import { useQuery } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface PriceSize {
  price: number;
  size: number;
}

export interface Runner {
  selection_id: number;
  name: string;
  status: string;
  back: PriceSize[];
  lay: PriceSize[];
  win_loss?: number;
}

export interface Market {
  market_id: number | string;
  name: string;
  market_type: string;
  status: string;
  in_play: boolean;
  min_stack?: number;
  max_stack?: number;
  runner_json: Runner[];
}

export interface Fancy {
  fancy_id: number | string;
  name: string;
  fancy_type: string;
  status: string;
  session_value_yes: number | null;
  session_size_yes: number | null;
  session_value_no: number | null;
  session_size_no: number | null;
}

/** match/getMatchDetail (api.md): the match with its markets and fancies. */
export interface MatchDetail {
  match_id: number;
  sport_id: number;
  name: string;
  open_date: string;
  in_play: boolean;
  markets: Market[];
  fancies: Fancy[];
}

/** null when the server has no detail for the match (or the call is not there): the page falls back. */
async function fetchMatchDetail(matchId: string): Promise<MatchDetail | null> {
  try {
    const answer = await apiPost<MatchDetail | null>('match/getMatchDetail', { match_id: matchId });
    return answer.status && answer.data ? answer.data : null;
  } catch {
    return null;
  }
}

/** Polled every 2 s while the page is open so prices stay current until live pushes arrive. */
export function useMatchDetail(matchId: string) {
  return useQuery({ queryKey: queryKeys.matchDetail(matchId), queryFn: () => fetchMatchDetail(matchId), refetchInterval: 2000 });
}
