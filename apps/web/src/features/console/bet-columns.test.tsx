import type { RiskBet } from '@bx/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable } from '../../components/ui/data-table.tsx';
import { betColumns } from './bet-columns.tsx';

afterEach(cleanup);

const bet = (bet_id: number, placed_by: RiskBet['placed_by'], is_back: boolean): RiskBet => ({
  bet_id,
  match_id: 1,
  market_id: 2,
  fancy_id: null,
  market_name: 'Match Odds',
  market_type: 'MATCH_ODDS',
  match_name: 'Lions v Tigers',
  sport_name: 'Cricket',
  selection_id: 201,
  selection_name: 'Lions',
  is_back,
  odds: 1.9,
  avg_odds: 1.9,
  run: null,
  stack: 105.26,
  matched_stack: 105.26,
  remaining_stack: 0,
  status: 'EXECUTION_COMPLETE',
  bet_status: 'MATCHED',
  profit_loss: null,
  created_at: '2026-11-28T05:00:00.000Z',
  placed_by,
  lapse_reason: null,
  user_id: 7,
  user_name: 'ravi',
  ip: null,
});

describe("the operator's bet columns", () => {
  it("tags a cash out's and an auto cash out's legs by the selection, and leaves the customer's own bet untagged", () => {
    render(
      <DataTable
        columns={betColumns}
        rows={[bet(1, 'customer', true), bet(2, 'cash_out', false), bet(3, 'auto_cash_out', false)]}
        rowKey={(b) => b.bet_id}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['28/11/2026 10:30:00', 'ravi', 'Lions v Tigers · Match Odds', 'Lions', 'Back', '1.9', '105.26'],
      ['28/11/2026 10:30:00', 'ravi', 'Lions v Tigers · Match Odds', 'LionsCash out', 'Lay', '1.9', '105.26'],
      ['28/11/2026 10:30:00', 'ravi', 'Lions v Tigers · Match Odds', 'LionsAuto cash out', 'Lay', '1.9', '105.26'],
    ]);
  });
});
