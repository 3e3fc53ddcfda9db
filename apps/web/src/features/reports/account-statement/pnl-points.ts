import { formatIst } from '../../../lib/format-ist.ts';
import type { StatementPage } from './account-statement-api.ts';

/** Money paid in or out: it moves the balance but is no profit or loss. */
const MONEY_IN_OUT = new Set(['DEPOSIT', 'WITHDRAW']);

/**
 * The result over the page's lines, oldest first (the statement lists newest first): each line's
 * credit less its debit, summed in paise, deposits and withdrawals left out.
 */
export function pnlPoints(page: StatementPage): { when: string; pnl: number }[] {
  let paise = 0;
  return [...page.data].reverse().map((row) => {
    if (!MONEY_IN_OUT.has(row.type)) paise += Math.round(row.credit * 100) - Math.round(row.debit * 100);
    return { when: formatIst(row.date), pnl: paise / 100 };
  });
}
