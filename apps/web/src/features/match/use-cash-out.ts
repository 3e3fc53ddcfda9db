import type { CashOutQuote } from '@bx/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatMoney } from '../../lib/format-money.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../lib/query-keys.ts';
import { confirmCashOut, fetchCashOutQuote } from './cash-out-api.ts';

export interface CashOutFlow {
  quote: CashOutQuote | null;
  /** Why the customer is asked again: the value moved between the quote and the press. */
  notice: string | null;
  busy: boolean;
  /** Asks the server's quote for the share and opens the confirmation with it. */
  ask(fraction: number): Promise<void>;
  confirm(quote: CashOutQuote): Promise<void>;
  dismiss(): void;
}

/**
 * The steps of one market's cash out, wherever it is pressed (the market's bar, My Bets): the
 * server's quote to confirm, the cash out at no less than it, and on CASH_OUT_CHANGED the new
 * value to confirm again.
 */
export function useCashOut(matchId: number, marketId: number): CashOutFlow {
  const [quote, setQuote] = useState<CashOutQuote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function ask(fraction: number) {
    setBusy(true);
    const answer = await fetchCashOutQuote(marketId, fraction).finally(() => setBusy(false));
    if (typeof answer === 'string') toast.error(answer);
    else {
      setNotice(null);
      setQuote(answer);
    }
  }

  async function confirm(q: CashOutQuote) {
    setBusy(true);
    const result = await confirmCashOut(q).finally(() => setBusy(false));
    void refreshBalance();
    void queryClient.invalidateQueries({ queryKey: queryKeys.matchDetail(String(matchId)) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.matchBets(String(matchId)) });
    if (result.done) {
      setQuote(null);
      toast.success(`Cashed out: ${formatMoney(result.value)}.`);
    } else if (result.changed) {
      setNotice(`The value changed from ${formatMoney(q.value)} to ${formatMoney(result.changed.value)}. Confirm the new value or cancel.`);
      setQuote(result.changed);
    } else {
      setQuote(null);
      toast.error(result.message);
    }
  }

  return { quote, notice, busy, ask, confirm, dismiss: () => setQuote(null) };
}
