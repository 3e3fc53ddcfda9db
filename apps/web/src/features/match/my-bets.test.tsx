import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betListItem } from '../../lib/bet-list-item-fixture.ts';
import { queryClient } from '../../lib/query-client.ts';
import { MyBets } from './my-bets.tsx';

describe('My Bets', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('shows a matched bet at the price it got and the part still waiting at the odds it asks', async () => {
    // A lay asked at 3: 200 matched at 2.4 and 2.5 (average 2.45), 100 waiting.
    const bet = betListItem({ bet_id: 7, is_back: false, odds: 3, stack: 300, matched_stack: 200, remaining_stack: 100, avg_odds: 2.45 });
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: true, message: '', data: { matched: [bet], unmatched: [bet] } })),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <MyBets matchId="5" />
      </QueryClientProvider>,
    );
    const matched = await screen.findByRole('region', { name: 'Matched bets' });
    expect(await within(matched).findByRole('cell', { name: '2.45' })).toBeTruthy();
    expect(within(matched).queryByRole('cell', { name: '3.00' })).toBeNull();
    const unmatched = screen.getByRole('region', { name: 'Unmatched bets' });
    expect(within(unmatched).getByRole('cell', { name: /^3(\.00)?$/ })).toBeTruthy();
  });
});
