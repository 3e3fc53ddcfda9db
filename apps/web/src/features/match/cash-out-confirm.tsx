import { Modal } from '../../components/ui/modal.tsx';
import { formatBookmakerRate } from '../../lib/bookmaker-rate.ts';
import { formatMoney } from '../../lib/format-money.ts';
import type { Market } from './match-detail-api.ts';
import type { CashOutFlow } from './use-cash-out.ts';

/**
 * The confirmation of a cash out: the server's value (and why it is asked again), the bets it
 * places (exchange-rules: "a quote states its value and its legs"), then Confirm.
 */
export function CashOutConfirm({ flow, market }: { flow: CashOutFlow; market: Market }) {
  const { quote, notice, busy } = flow;
  const runnerName = (selectionId: number) => market.runner_json.find((r) => r.selection_id === selectionId)?.name ?? `#${selectionId}`;
  const price = (odds: number) => (market.market_type === 'BOOKMAKER' ? `rate ${formatBookmakerRate(odds)}` : `at ${odds.toFixed(2)}`);
  return (
    <Modal
      open={quote !== null}
      onOpenChange={(open) => !open && flow.dismiss()}
      title="Cash Out"
      footer={
        quote && (
          <button type="button" className="cash-out-confirm" disabled={busy} onClick={() => void flow.confirm(quote)}>
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
      {quote && quote.legs.length > 0 && (
        <ul className="cash-out-legs" aria-label="Bets placed">
          {quote.legs.map((leg) => (
            <li key={`${leg.selection_id}-${leg.is_back}`}>
              {leg.is_back ? 'Back' : 'Lay'} {runnerName(leg.selection_id)} {formatMoney(leg.stack)} {price(leg.odds)}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
