import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { betListItem } from '../../../lib/bet-list-item-fixture.ts';
import { CurrentBetsTable } from './current-bets-table.tsx';

/** A lay of ₹300 asked at 3: 200 matched at an average of `avg_odds`, or none matched (null). */
const bet = (bet_id: number, avg_odds: number | null) =>
  betListItem({
    bet_id,
    is_back: false,
    odds: 3,
    avg_odds,
    stack: 300,
    matched_stack: avg_odds === null ? 0 : 200,
    remaining_stack: avg_odds === null ? 300 : 100,
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
