import type { VirtualHistoryItem } from '@bx/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VirtualHistory } from './virtual-history.tsx';

afterEach(cleanup);

/** A Teen Patti bet as vcasino/getHistory answers it, its cards keyed out of deal order. */
const bet: VirtualHistoryItem = {
  bet_id: 7,
  type: 'teen20',
  cards: { C2: '8HH', C1: 'QDD', C3: '3HH', C4: 'KSS', C6: 'ADD', C5: '10CC' },
  result: '1',
  win: 98,
  balance: 1098,
  nonce: 4,
  server_seed_hash: 'a'.repeat(64),
  client_seed: 'mine',
  selection_id: 1,
  stack: 100,
  rate: 1.98,
  created_at: 1_764_400_000_000,
  server_seed: null,
};

/** The history with the server's answer already in the cache (it never goes to the network). */
function showHistory() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['vcasino', 'history'], [bet]);
  render(
    <QueryClientProvider client={client}>
      <VirtualHistory type="teen20" />
    </QueryClientProvider>,
  );
  return within(screen.getByRole('table', { name: 'Your virtual bets' })).getAllByRole('row')[1]!;
}

describe('virtual history', () => {
  it('shows the cards as faces in deal order, HH as spades and DD as hearts, never the wire codes', () => {
    const row = showHistory();
    const cards = within(row).getAllByRole('img');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Queen of hearts',
      '8 of spades',
      '3 of spades',
      'King of diamonds',
      '10 of clubs',
      'Ace of hearts',
    ]);
    expect(cards[1]!.textContent).toBe('8♠♠');
    expect(cards[1]!.getAttribute('class')).not.toContain('red');
    expect(cards[0]!.textContent).toBe('Q♥♥');
    expect(cards[0]!.getAttribute('class')).toContain('red');
    expect(row.textContent).not.toMatch(/8HH|QDD/);
  });
});
