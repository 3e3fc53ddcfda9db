import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { statementLine } from './statement-line-fixture.ts';
import { StatementTable } from './statement-table.tsx';

afterEach(cleanup);

describe('account statement balances', () => {
  it('shows a balance below zero with its minus sign, marked as owed, and a positive one unmarked', () => {
    // A payout of 1190, then a rollback of +200 winnings less 10 commission: 0 -> -190, then a deposit of 300.
    const page = {
      data: [
        statementLine('DEPOSIT', 300, 0, 110),
        statementLine('ROLLBACK_COMMISSION', 10, 0, -190),
        statementLine('ROLLBACK', 0, 200, -200),
      ],
      total: { total_count: 3 },
      limit: 10,
      opening: -5.5,
    };
    render(<StatementTable page={page} pageNumber={1} isLoading={false} error={null} />);
    const owed = screen.getByText('-190.00');
    expect(owed.className).toContain('balance-owed');
    expect(screen.getByText('-200.00').className).toContain('balance-owed');
    expect(screen.getByText('-5.50').className).toContain('balance-owed');
    expect(screen.getByText('110.00').className).not.toContain('balance-owed');
    expect(screen.getByText('200.00').className).toContain('debit');
  });
});

describe('account statement opening balance', () => {
  const lines = [statementLine('DEPOSIT', 300, 0, 310), statementLine('WITHDRAW', 0, 40, 10), statementLine('DEPOSIT', 50, 0, 50)];
  const bodyRows = () => screen.getAllByRole('row').slice(1);

  it('comes after the oldest line of the newest-first list, not above the newest', () => {
    render(
      <StatementTable
        page={{ data: lines, total: { total_count: 3 }, limit: 10, opening: 0 }}
        pageNumber={1}
        isLoading={false}
        error={null}
      />,
    );
    expect(bodyRows().map((r) => r.lastElementChild?.textContent)).toEqual(['310.00', '10.00', '50.00', '0.00']);
    expect(bodyRows().at(-1)?.textContent).toContain('Opening Balance');
  });

  it('ends the last page only: page 1 of 2 holds the newest lines without it', () => {
    const page = { data: lines, total: { total_count: 5 }, limit: 3, opening: 0 };
    const { unmount } = render(<StatementTable page={page} pageNumber={1} isLoading={false} error={null} />);
    expect(screen.queryByText('Opening Balance')).toBeNull();
    unmount();
    render(<StatementTable page={{ ...page, data: lines.slice(0, 2) }} pageNumber={2} isLoading={false} error={null} />);
    expect(bodyRows().at(-1)?.textContent).toContain('Opening Balance');
  });
});
