import { tableStreamKey, type LiveTable, type MatchDetail } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { liveSocket } from '../../../lib/live-socket.ts';
import { useLiveStore } from '../../../lib/live-store.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

async function fetchTable(matchId: string): Promise<MatchDetail | null> {
  const answer = await api.match.getMatchDetail({ match_id: matchId });
  return answer.status ? answer.data : null;
}

/** Follows a table's live stream (`table:<match_id>`) while the screen shows it. */
export function useFollowTable(matchId: string): void {
  useEffect(() => liveSocket.follow(tableStreamKey(matchId)), [matchId]);
}

/** The table as its latest push has it (undefined until the stream's first image). */
export const useLiveTable = (matchId: string): LiveTable | undefined => useLiveStore((s) => s.markets[tableStreamKey(matchId)]?.table);

/**
 * The table and its current round. The page never polls: match/getMatchDetail is read once (and
 * again when the caller's own bets change, for win_loss), everything else comes from the pushes.
 * win_loss is personal and rides only the stream's first image, so it comes from the detail
 * while the detail is of the same round.
 */
export function useTable(matchId: string) {
  useFollowTable(matchId);
  const detail = useQuery({ queryKey: queryKeys.matchDetail(matchId), queryFn: () => fetchTable(matchId), staleTime: Infinity });
  const live = useLiveTable(matchId);
  return { table: mergeTable(detail.data ?? undefined, live), isLoading: detail.isLoading && !live, error: detail.error };
}

/** The live table with the caller's win_loss: the detail's for the same round (refetched after each own bet), else the push's, else 0. */
export function mergeTable(detail: MatchDetail | undefined, live: LiveTable | undefined): MatchDetail | undefined {
  if (!live) return detail;
  const known = detail?.markets[0];
  return {
    ...live,
    markets: live.markets.map((market) => ({
      ...market,
      runner_json: market.runner_json.map((runner) => ({
        ...runner,
        win_loss:
          (known?.market_id === market.market_id
            ? known.runner_json.find((r) => r.selection_id === runner.selection_id)?.win_loss
            : undefined) ??
          runner.win_loss ??
          0,
      })),
    })),
  };
}
