import type { CallBody, calls } from '@bx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, expectOk } from '../../lib/api-client.ts';

export type DownlineQuery = CallBody<typeof calls.admin.user.list>;
type ChipsBody = CallBody<typeof calls.admin.user.chips>;
type StatusBody = CallBody<typeof calls.admin.user.status>;
type CreateBody = CallBody<typeof calls.admin.user.create>;
type CreditBody = CallBody<typeof calls.admin.user.creditReference>;
type PasswordBody = CallBody<typeof calls.admin.user.changePassword>;
export type ExportQuery = CallBody<typeof calls.admin.user.export>;
export type DownlineStatementQuery = CallBody<typeof calls.admin.user.statement>;

/** The console's own cache keys: everything under 'console' is dropped after a change. */
const keys = {
  all: ['console'] as const,
  list: (query: DownlineQuery) => ['console', 'list', query] as const,
  summary: ['console', 'summary'] as const,
};

const data = async <A extends { status: boolean; message: string; data: unknown }>(answer: Promise<A>) =>
  (await expectOk(answer, 'The console could not load this.')).data as Extract<A, { status: true }>['data'];

/** One page of a level of the downline; the last page stays on screen while the next loads. */
export function useDownline(query: DownlineQuery) {
  return useQuery({
    queryKey: keys.list(query),
    queryFn: () => data(api.admin.user.list(query)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSummary() {
  return useQuery({ queryKey: keys.summary, queryFn: () => data(api.admin.user.summary()), staleTime: 0 });
}

/** After money or a lock moved, every console figure is read again. */
function useConsoleMutation<B>(send: (body: B) => Promise<{ status: boolean; message: string }>) {
  const client = useQueryClient();
  return useMutation({
    // The answer's message is shown: it may say the change waits for a second operator.
    mutationFn: async (body: B): Promise<{ message: string }> => expectOk(send(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useChips = () => useConsoleMutation((body: ChipsBody) => api.admin.user.chips(body));
export const useUserStatus = () => useConsoleMutation((body: StatusBody) => api.admin.user.status(body));
export const useCreateUser = () => useConsoleMutation((body: CreateBody) => api.admin.user.create(body));
export const useCreditReference = () => useConsoleMutation((body: CreditBody) => api.admin.user.creditReference(body));
export const useDownlinePassword = () => useConsoleMutation((body: PasswordBody) => api.admin.user.changePassword(body));

/** A user's credit reference and its changes; nothing is asked while no user is chosen. */
export function useCreditHistory(userId: number | undefined) {
  return useQuery({
    queryKey: ['console', 'credit-history', userId],
    queryFn: () => data(api.admin.user.creditReferenceHistory({ user_id: userId! })),
    enabled: userId !== undefined,
    staleTime: 0,
  });
}

/** A downline user's account statement (null: no user chosen). */
export function useDownlineStatement(query: DownlineStatementQuery | null) {
  return useQuery({
    queryKey: ['console', 'statement', query],
    queryFn: () => data(api.admin.user.statement(query!)),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The whole level as CSV, read once per click. */
export const exportDownline = (query: ExportQuery) => data(api.admin.user.export(query));
