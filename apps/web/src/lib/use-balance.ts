import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { webConfig } from './config.ts';
import { queryKeys } from './query-keys.ts';
import { isLoginHash } from './route-guard.ts';
import { sessionKeys } from './storage-keys.ts';

export interface UserBalance {
  total_balance: number;
  liability: number;
  user_name?: string;
}

async function fetchBalance(): Promise<UserBalance | null> {
  const answer = await api.user.getUserBalance();
  if (!answer.status || !answer.data) return null;
  sessionStorage.setItem(sessionKeys.exposureBalance, String(answer.data.liability ?? 0));
  return answer.data;
}

/** Balance and exposure: polled every 5 s, retried 5 s after an error (not on the login screen). */
export function useBalance() {
  return useQuery({
    queryKey: queryKeys.balance,
    queryFn: fetchBalance,
    refetchInterval: webConfig.balancePollMs,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: () => !isLoginHash(window.location.hash),
    retryDelay: webConfig.balanceRetryMs,
  });
}
