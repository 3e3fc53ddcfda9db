import type { AutoCashOutRule } from '@bx/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const rulesKey = (matchId: number) => [...queryKeys.autoCashOut, matchId] as const;

async function fetchRules(matchId: number): Promise<AutoCashOutRule[]> {
  const answer = await api.bet.getAutoCashOut({ match_id: matchId });
  return answer.status ? answer.data.rules : [];
}

/** The caller's auto cash-out rule in force on the market, or null: one request per match, shared by its markets. */
export function useAutoCashOutRule(matchId: number, marketId: number): AutoCashOutRule | null {
  const { data } = useQuery({ queryKey: rulesKey(matchId), queryFn: () => fetchRules(matchId) });
  return data?.find((r) => r.market_id === marketId) ?? null;
}

export const refreshAutoCashOut = (matchId: number) => queryClient.invalidateQueries({ queryKey: rulesKey(matchId) });

export const setAutoCashOut = (rule: { market_id: number; profit_target?: number; loss_limit?: number }) => api.bet.setAutoCashOut(rule);

export const clearAutoCashOut = (marketId: number) => api.bet.clearAutoCashOut({ market_id: marketId });
