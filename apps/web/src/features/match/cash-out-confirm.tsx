import { Modal } from '../../components/ui/modal.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import type { CashOutFlow } from './use-cash-out.ts';

/** The confirmation of a cash out: the server's value (and why it is asked again), then Confirm. */
export function CashOutConfirm({ flow, marketName }: { flow: CashOutFlow; marketName: string }) {
  const { quote, notice, busy } = flow;
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
          Cash out {Math.round(quote.fraction * 100)}% of your position on {marketName} for{' '}
          <strong className={quote.value >= 0 ? 'plus' : 'minus'}>{formatMoney(quote.value)}</strong>
          {quote.unmatched_to_cancel > 0 && `; your ${quote.unmatched_to_cancel} unmatched bet(s) here are cancelled first`}.
        </p>
      )}
    </Modal>
  );
}
