import type { BetListItem } from '@bx/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentBetsTable } from './current-bets-table.tsx';

const bet = (bet_id: number, avg_odds: number | null): BetListItem => ({
  bet_id,
  match_id: 5,
  market_id: 11,
  fancy_id: null,
  market_name: 'Match Odds',
  market_type: 'MATCH_ODDS',
  match_name: 'India v Australia',
  sport_name: 'Cricket',
  selection_id: 21,
  selection_name: 'India',
  is_back: false,
  odds: 3,
  avg_odds,
  run: null,
  stack: 300,
  matched_stack: avg_odds === null ? 0 : 200,
  remaining_stack: avg_odds === null ? 300 : 100,
  status: 'EXECUTABLE',
  bet_status: 'UNMATCHED',
  profit_loss: null,
  created_at: '2026-11-29T01:00:00.000Z',
  placed_by: 'customer',
});

afterEach(cleanup);

describe('Current bets', () => {
  it('shows the odds asked and, beside them, the average price the matched part got (a dash while none matched)', () => {
    render(<CurrentBetsTable bets={[bet(1, 2.45), bet(2, null)]} isLoading={false} error={null} />);
    const [header, matched, waiting] = screen.getAllByRole('row');
    const columns = within(header!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    const at = (row: HTMLElement, column: string) => within(row).getAllByRole('cell')[columns.indexOf(column)]!.textContent;
    expect([at(matched!, 'Odds'), at(matched!, 'Matched odds')]).toEqual(['3', '2.45']);
    expect([at(waiting!, 'Odds'), at(waiting!, 'Matched odds')]).toEqual(['3', '—']);
  });
});
