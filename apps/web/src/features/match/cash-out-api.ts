import type { CashOutQuote } from '@bx/contract';
import { api } from '../../lib/api-client.ts';
import { newClientRef } from '../../lib/client-ref.ts';

/** The server's quote for a share of the position: the value confirmed is this one, not the screen's estimate. */
export async function fetchCashOutQuote(marketId: number, fraction: number): Promise<CashOutQuote | string> {
  const answer = await api.bet.cashOutQuote({ market_id: marketId, fraction });
  return answer.status ? answer.data : answer.message;
}

export type CashOutResult = { done: true; value: number } | { done: false; changed: CashOutQuote | null; message: string };

/**
 * Cashes out at no less than the confirmed quote's value (one client_ref per confirmation, so a
 * double press places nothing twice). CASH_OUT_CHANGED carries the new quote to confirm again.
 */
export async function confirmCashOut(quote: CashOutQuote, clientRef = newClientRef()): Promise<CashOutResult> {
  const answer = await api.bet.cashOut({
    market_id: quote.market_id,
    fraction: quote.fraction,
    min_value: quote.value,
    client_ref: clientRef,
  });
  if (answer.status) return { done: true, value: answer.data.value };
  return { done: false, changed: answer.code === 'CASH_OUT_CHANGED' ? (answer.data as CashOutQuote) : null, message: answer.message };
}
