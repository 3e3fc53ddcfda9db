import type { BalanceMessage, CashoutMessage, OrderMessage } from '@bx/contract';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useAuthStore } from './auth-store.ts';
import { formatMoney } from './format-money.ts';
import { liveSocket } from './live-socket.ts';
import { orderNotice } from './order-notice.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';
import { sessionKeys, storageKeys } from './storage-keys.ts';
import type { UserBalance } from './use-balance.ts';

function onBalance(message: BalanceMessage): void {
  queryClient.setQueryData<UserBalance | null>(queryKeys.balance, (old) => ({
    ...old,
    total_balance: message.total_balance,
    liability: message.liability,
  }));
  sessionStorage.setItem(sessionKeys.exposureBalance, String(message.liability));
}

function onOrder(message: OrderMessage): void {
  if (message.match_id !== undefined) {
    const matchId = String(message.match_id);
    void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(matchId) });
    // win_loss per runner lives in the match detail: it moves with every fill.
    void queryClient.invalidateQueries({ queryKey: queryKeys.matchDetail(matchId) });
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.exposure });
  if (message.event === 'settled' || message.event === 'voided' || message.event === 'lapsed') {
    if (message.event === 'settled' && (message.profit_loss ?? 0) < 0) toast.error(orderNotice(message));
    else toast.success(orderNotice(message));
  }
}

/** An auto cash out fired while the customer may be anywhere in the app: say so; the order and balance messages move the figures. */
function onCashout(message: CashoutMessage): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.exposure });
  void queryClient.invalidateQueries({ queryKey: queryKeys.autoCashOut });
  const text = `Auto cash out done: ${formatMoney(message.value)} on market ${message.market_id}.`;
  if (message.value >= 0) toast.success(text);
  else toast.error(text);
}

/** Keeps the tab's live socket open while logged in (main layout). */
export function useLiveConnection(): void {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  useEffect(() => {
    const token = isAuthenticated ? localStorage.getItem(storageKeys.token) : null;
    if (!token) return;
    liveSocket.connect(token, { onBalance, onOrder, onCashout, onUnauthorized: () => useAuthStore.getState().logOut() });
    return () => liveSocket.disconnect();
  }, [isAuthenticated]);
}
