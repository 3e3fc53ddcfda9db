import { useQuery } from '@tanstack/react-query';
import type { BinarySession } from '@bx/contract';
import { api, expectOk } from '../../lib/api-client.ts';

/** The instruments' query: the slip refreshes it when the server refuses a bet on a line that moved. */
export const binarySessionsKey = ['binary', 'sessions'] as const;

/** Every instrument with its lines; polled, since lines move with the price. */
export function useBinarySessions() {
  return useQuery({
    queryKey: binarySessionsKey,
    queryFn: async () => (await expectOk(api.binary.getSessions())).data,
    refetchInterval: 2000,
  });
}

/** The session's minute prices for the intraday chart. */
export function useBinaryChart(matchId: number | null) {
  return useQuery({
    queryKey: ['binary', 'chart', matchId],
    queryFn: async () => (await expectOk(api.binary.getChart({ match_id: matchId! }))).data,
    enabled: matchId !== null,
    refetchInterval: 30_000,
  });
}

/** A line in the instrument's currency: lines are whole prices. */
export function formatLevel(session: Pick<BinarySession, 'currency'>, value: number | null): string {
  if (value === null) return '-';
  return `${session.currency}${value.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;
}

/** A price in the instrument's currency, always with its paise or cents (72,695.70, not 72,695.7). */
export function formatPrice(session: Pick<BinarySession, 'currency'>, value: number | null): string {
  if (value === null) return '-';
  return `${session.currency}${value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
