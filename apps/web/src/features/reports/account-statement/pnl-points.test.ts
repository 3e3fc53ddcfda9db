import { describe, expect, it } from 'vitest';
import { pnlPoints } from './pnl-points.ts';
import { statementLine } from './statement-line-fixture.ts';

const row = (date: string, type: string, credit: number, debit: number, balance: number) =>
  statementLine(type, credit, debit, balance, date);

describe("the statement chart's profit and loss", () => {
  it('sums the results oldest first, in paise, and leaves deposits and withdrawals out', () => {
    // Newest first, as the statement lists them: a deposit, a win, a spin lost, a withdrawal, a loss.
    const data = [
      row('2026-11-29T10:05:00.000Z', 'SETTLEMENT', 0, 50, 99_988.3),
      row('2026-11-29T10:04:00.000Z', 'WITHDRAW', 0, 100, 100_038.3),
      row('2026-11-29T10:03:00.000Z', 'SLOT_BET', 0, 10, 100_138.3),
      row('2026-11-29T10:02:00.000Z', 'VIRTUAL_WIN', 148.3, 0, 100_148.3),
      row('2026-11-29T10:01:00.000Z', 'DEPOSIT', 100_000, 0, 100_000),
    ];
    expect(pnlPoints({ data, opening: 0, total: { total_count: 5 }, limit: 20 }).map((p) => p.pnl)).toEqual([0, 148.3, 138.3, 138.3, 88.3]);
  });
});
