import type { CallBody, calls } from '@bx/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, expectOk } from '../../../lib/api-client.ts';

export type ProfitLossQuery = CallBody<typeof calls.admin.report.profitLoss>;
export type ReportBetsQuery = CallBody<typeof calls.admin.report.bets>;
export type PaymentQueueQuery = CallBody<typeof calls.admin.payment.list>;
type DecideBody = CallBody<typeof calls.admin.payment.decide>;

/** Under the console's key, so a change made on another tab (chips, a result) drops these too. */
const reportsKey = ['console', 'reports'] as const;

/**
 * Keeps the last page on screen while the next loads, but only within the same `status`: rows of
 * another tab or filter (settled bets under "Voided", say) would be wrong while they showed.
 */
const keepSameStatus =
  <Q extends { status?: string }>(query: Q) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    (previousQuery?.queryKey.at(-1) as Q | undefined)?.status === query.status ? previous : undefined;

const data = async <A extends { status: boolean; message: string; data: unknown }>(answer: Promise<A>) =>
  (await expectOk(answer, 'The report could not load.')).data as Extract<A, { status: true }>['data'];

/** One page of the P/L by downline or by market; the last page stays on screen while the next loads. */
export function useProfitLoss(query: ProfitLossQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'profitLoss', query],
    queryFn: () => data(api.admin.report.profitLoss(query)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReportBets(query: ReportBetsQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'bets', query],
    queryFn: () => data(api.admin.report.bets(query)),
    placeholderData: keepSameStatus(query),
    staleTime: 0,
  });
}

/** The customers' deposit and withdraw requests (admin calls: the tab is shown to admins only). */
export function usePaymentQueue(query: PaymentQueueQuery) {
  return useQuery({
    queryKey: [...reportsKey, 'payments', query],
    queryFn: () => data(api.admin.payment.list(query)),
    placeholderData: keepSameStatus(query),
    staleTime: 0,
  });
}

/** Approving moves money, so every console figure is read again after a decision. */
export function usePaymentDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: DecideBody) => expectOk(api.admin.payment.decide(body)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['console'] }),
  });
}
