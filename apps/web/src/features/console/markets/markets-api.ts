import type { CallBody, calls } from '@bx/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, expectOk } from '../../../lib/api-client.ts';

export type ApprovalQuery = CallBody<typeof calls.admin.approval.list>;

/** The Markets tab's cache keys: everything under them is read again after any operator command. */
const keys = {
  all: ['console', 'markets'] as const,
  sports: ['console', 'markets', 'sports'] as const,
  series: (sportId: number) => ['console', 'markets', 'series', sportId] as const,
  matches: (sportId: number) => ['console', 'markets', 'matches', sportId] as const,
  markets: (matchId: number) => ['console', 'markets', 'match', matchId] as const,
  approvals: (query: ApprovalQuery) => ['console', 'markets', 'approvals', query] as const,
  tables: ['console', 'markets', 'tables'] as const,
};

const data = async <A extends { status: boolean; message: string; data: unknown }>(answer: Promise<A>) =>
  (await expectOk(answer, 'The console could not load this.')).data as Extract<A, { status: true }>['data'];

export const useSports = () => useQuery({ queryKey: keys.sports, queryFn: () => data(api.sport.getSports({})) });

export const useSeries = (sportId: number) =>
  useQuery({ queryKey: keys.series(sportId), queryFn: () => data(api.series.getSeries({ sport_id: sportId })), enabled: sportId > 0 });

export const useMatches = (sportId: number) =>
  useQuery({ queryKey: keys.matches(sportId), queryFn: () => data(api.match.getMatches({ sport_id: sportId })), enabled: sportId > 0 });

/** Every market and fancy of the match, settled ones too: a rollback is filed from here. */
export const useConsoleMarkets = (matchId: number | null) =>
  useQuery({
    queryKey: keys.markets(matchId ?? 0),
    queryFn: () => data(api.admin.market.list({ match_id: matchId! })),
    enabled: matchId !== null,
    staleTime: 0,
  });

export const useApprovals = (query: ApprovalQuery) =>
  useQuery({ queryKey: keys.approvals(query), queryFn: () => data(api.admin.approval.list(query)), staleTime: 0 });

export const useCasinoTables = () => useQuery({ queryKey: keys.tables, queryFn: () => data(api.admin.casino.tables()), staleTime: 0 });

/**
 * An operator command: its answer's message is what the operator reads (a rollback's says it waits
 * for a second operator); a refusal is an error. Every list of the tab is read again after it.
 */
export function useCommand<B, A extends { status: boolean; message: string; data: unknown }>(send: (body: B) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => expectOk(send(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
