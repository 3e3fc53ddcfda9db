import { queryClient } from './query-client.ts';

/** Query keys shared across features (a feature may invalidate another's data only through these). */
export const queryKeys = {
  balance: ['user', 'balance'] as const,
  exposure: ['bet', 'exposure'] as const,
  globalSetting: ['global-setting'] as const,
  sports: ['sports'] as const,
  casinoSports: ['casino', 'sports'] as const,
  seriesHeader: ['series', 'header'] as const,
  series: (sportId: string) => ['series', sportId] as const,
  matches: (sportId: string, seriesId?: string) => ['matches', sportId, seriesId ?? 'all'] as const,
  matchDetail: (matchId: string) => ['match', 'detail', matchId] as const,
  venues: (sportId: string, date: string) => ['venues', sportId, date] as const,
  buttonValues: ['user', 'button-values'] as const,
  matchBets: (matchId: string) => ['bet', 'match', matchId] as const,
  /** Every match's auto cash-out rules: a pushed `cashout` refreshes them all. */
  autoCashOut: ['bet', 'auto-cash-out'] as const,
};

/** Refetches the balance (with its liability, the header's exposure figure) now: call right after a bet is placed or cancelled. */
export function refreshBalance(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.balance });
}
