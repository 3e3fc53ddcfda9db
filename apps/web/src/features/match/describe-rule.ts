import type { AutoCashOutRule } from '@bx/contract';
import { formatMoney } from '../../lib/format-money.ts';

/** An auto cash-out rule in words: "profit 50.00 or loss 20.00". */
export function describeRule(rule: Pick<AutoCashOutRule, 'profit_target' | 'loss_limit'>): string {
  const parts = [
    rule.profit_target !== null && `profit ${formatMoney(rule.profit_target)}`,
    rule.loss_limit !== null && `loss ${formatMoney(rule.loss_limit)}`,
  ];
  return parts.filter(Boolean).join(' or ');
}
