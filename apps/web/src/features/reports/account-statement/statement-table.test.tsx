import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatementTable } from './statement-table.tsx';

afterEach(cleanup);

const line = (type: string, credit: number, debit: number, balance: number) => ({
  date: '2026-01-02T10:00:00.000Z',
  description: type,
  credit,
  debit,
  balance,
  type,
  remark: null,
  ref_id: null,
});

describe('account statement balances', () => {
  it('shows a balance below zero with its minus sign, marked as owed, and a positive one unmarked', () => {
    // A payout of 1190, then a rollback of +200 winnings less 10 commission: 0 -> -190, then a deposit of 300.
    const page = {
      data: [line('DEPOSIT', 300, 0, 110), line('ROLLBACK_COMMISSION', 10, 0, -190), line('ROLLBACK', 0, 200, -200)],
      total: { total_count: 3 },
      limit: 10,
      opening: -5.5,
    };
    render(<StatementTable page={page} showOpening isLoading={false} error={null} />);
    const owed = screen.getByText('-190.00');
    expect(owed.className).toContain('balance-owed');
    expect(screen.getByText('-200.00').className).toContain('balance-owed');
    expect(screen.getByText('-5.50').className).toContain('balance-owed');
    expect(screen.getByText('110.00').className).not.toContain('balance-owed');
    expect(screen.getByText('200.00').className).toContain('debit');
  });
});
