import type { OrderMessage } from '@bx/contract';
import { formatMoney } from './format-money.ts';
import { lapseReasonText } from './lapse-reason.ts';

/** What the customer is told when the system ends a bet: settled (won or lost), voided, or its unmatched part lapsed, and why. */
export const orderNotice = (m: OrderMessage): string =>
  m.event === 'voided'
    ? `Bet ${m.bet_id} was voided: the stake is returned.`
    : m.event === 'lapsed'
      ? `The unmatched part of bet ${m.bet_id} lapsed${m.lapse_reason ? `: ${lapseReasonText(m.lapse_reason)}` : ''}.`
      : `Bet ${m.bet_id} settled: ${(m.profit_loss ?? 0) >= 0 ? 'won' : 'lost'} ${formatMoney(Math.abs(m.profit_loss ?? 0))}.`;
