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

  it('shows a matka bet as its slip offered it: backed, at its return per 1 staked, not as a run and a rate', () => {
    const singlePanna = betListItem({
      bet_id: 3,
      sport_name: 'Matka',
      fancy_id: 90,
      market_id: 90,
      market_type: 'KHADO',
      market_name: 'Kalyan single panna open',
      selection_name: 'Kalyan single panna open 123',
      run: 123,
      odds: 13_900,
      avg_odds: 13_900,
      stack: 10,
    });
    // Khado itself keeps its run and rate: only the matka sport's khados are read as returns.
    const khado = betListItem({ bet_id: 4, fancy_id: 91, market_id: 91, market_type: 'KHADO', run: 42, odds: 300, avg_odds: 300 });
    render(<CurrentBetsTable bets={[singlePanna, khado]} isLoading={false} error={null} />);
    const [header, matka, cricket] = screen.getAllByRole('row');
    const columns = within(header!)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    const at = (row: HTMLElement, column: string) => within(row).getAllByRole('cell')[columns.indexOf(column)]!.textContent;
    expect(['Type', 'Odds', 'Matched odds'].map((c) => at(matka!, c))).toEqual(['Back', '140x', '140x']);
    expect(['Type', 'Odds', 'Matched odds'].map((c) => at(cricket!, c))).toEqual(['Yes', '42 / 300', '300']);
  });
});
