import type { CashOutQuote } from '@bx/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Modal } from '../../components/ui/modal.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { useLiveStore } from '../../lib/live-store.ts';
import { queryClient } from '../../lib/query-client.ts';
import { queryKeys, refreshBalance } from '../../lib/query-keys.ts';
import { confirmCashOut, fetchCashOutQuote } from './cash-out-api.ts';
import { liveCashOutValue } from './cash-out-value.ts';
import type { Market } from './match-detail-api.ts';

const shares = [25, 50, 75, 100];

/**
 * A market's Cash Out: the value at the prices on screen (green profit, red loss), recomputed from
 * the pushed book on every move without asking the server; a share (25/50/75/100% or the slider);
 * the press asks the server's quote and shows it to confirm; a CASH_OUT_CHANGED answer shows the
 * new value and asks again.
 */
export function CashOutBar({ matchId, market }: { matchId: number; market: Market }) {
  const live = useLiveStore((s) => s.markets[String(market.market_id)]);
  const [percent, setPercent] = useState(100);
  const [quote, setQuote] = useState<CashOutQuote | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = liveCashOutValue(market, live, percent / 100);

  async function ask() {
    setBusy(true);
    const answer = await fetchCashOutQuote(market.market_id, percent / 100).finally(() => setBusy(false));
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

  return (
    <div className="cash-out" aria-label={`Cash out ${market.name}`}>
      <button type="button" className="cash-out-button" disabled={busy || value === null} onClick={() => void ask()}>
        Cash Out{' '}
        {value !== null && (
          <span className={`cash-out-value ${value >= 0 ? 'plus' : 'minus'}`} data-testid="cash-out-value">
            {formatMoney(value)}
          </span>
        )}
      </button>
      <div className="cash-out-share" role="group" aria-label="Share to cash out">
        {shares.map((s) => (
          <button key={s} type="button" aria-pressed={percent === s} onClick={() => setPercent(s)}>
            {s}%
          </button>
        ))}
        <input
          type="range"
          min={1}
          max={100}
          value={percent}
          aria-label="Cash-out share in percent"
          onChange={(e) => setPercent(Number(e.target.value))}
        />
      </div>
      <Modal
        open={quote !== null}
        onOpenChange={(open) => !open && setQuote(null)}
        title="Cash Out"
        footer={
          quote && (
            <button type="button" className="cash-out-confirm" disabled={busy} onClick={() => void confirm(quote)}>
              Confirm {formatMoney(quote.value)}
            </button>
          )
        }
      >
        {notice && <p role="alert">{notice}</p>}
        {quote && (
          <p>
            Cash out {Math.round(quote.fraction * 100)}% of your position on {market.name} for{' '}
            <strong className={quote.value >= 0 ? 'plus' : 'minus'}>{formatMoney(quote.value)}</strong>
            {quote.unmatched_to_cancel > 0 && `; your ${quote.unmatched_to_cancel} unmatched bet(s) here are cancelled first`}.
          </p>
        )}
      </Modal>
    </div>
  );
}
