import type { StatementRow } from '@bx/contract';

/** Tests' statement line: its ledger kind as the description, no remark. */
export const statementLine = (
  type: string,
  credit: number,
  debit: number,
  balance: number,
  date = '2026-01-02T10:00:00.000Z',
): StatementRow => ({
  date,
  description: type,
  credit,
  debit,
  balance,
  type,
  remark: null,
  ref_id: null,
});
