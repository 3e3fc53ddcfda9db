import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { CasinoSlip } from './casino-slip.tsx';
import { useCasinoSlip } from './casino-slip-store.ts';

afterEach(cleanup);

const buttons = [
  { button_name: '1k', button_value: 1000, type: 'Game' as const },
  { button_name: '25', button_value: 25, type: 'Casino' as const },
  { button_name: '500', button_value: 500, type: 'Casino' as const },
];

function showSlip(openRoundId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.buttonValues, buttons);
  render(
    <QueryClientProvider client={client}>
      <CasinoSlip matchId={-1013} openRoundId={openRoundId} minStack={10} maxFor={(sid) => (sid === 1 ? 50000 : 200)} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useCasinoSlip.getState().open({ matchId: -1013, roundId: '103261124183015', selectionId: 5, name: 'Red', isBack: true, odds: 1.97 });
  useCasinoSlip.getState().setStake('');
});

describe('the casino bet slip', () => {
  it('offers the Casino buttons only, and a button sets the stake with the profit it would win', () => {
    showSlip('103261124183015');
    const stakes = screen.getByRole('group', { name: 'Casino stakes' });
    expect([...stakes.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['25', '500']);
    fireEvent.click(screen.getByRole('button', { name: '25' }));
    expect((screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('25');
    expect(screen.getByText(/Wins 24\.25 · risks 25\.00/)).toBeTruthy();
  });

  it('holds a side bet to the side maximum', () => {
    showSlip('103261124183015');
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    screen.getByText('The stake can be at most 200.');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveProperty('disabled', true);
  });

  it('closes when its round no longer takes bets', () => {
    showSlip(null);
    expect(screen.queryByRole('region', { name: 'Bet slip' })).toBeNull();
    expect(useCasinoSlip.getState().target).toBeNull();
  });
});
