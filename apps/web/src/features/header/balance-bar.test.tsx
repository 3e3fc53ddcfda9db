import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { BalanceBar } from './balance-bar.tsx';
import { useDisplayPrefs } from './display-prefs.ts';

// jsdom has no matchMedia, which the display preferences read when they load: a wide screen.
vi.hoisted(() => {
  window.matchMedia = (query: string) => ({ matches: false, media: query }) as MediaQueryList;
});

afterEach(cleanup);

function showBalance(total_balance: number, liability: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.balance, { total_balance, liability });
  renderBar(client);
}

function renderBar(client: QueryClient) {
  useDisplayPrefs.setState({ showBalance: true, showExposure: true });
  render(
    <QueryClientProvider client={client}>
      <BalanceBar />
    </QueryClientProvider>,
  );
}

describe('header balance', () => {
  it('shows a balance below zero with its sign, marked as owed, next to the exposure as an absolute value', () => {
    showBalance(-190, -100);
    const balance = screen.getByTestId('balance-value');
    expect(balance.textContent).toBe('-190.00');
    expect(balance.className).toBe('balance-owed');
    expect(balance.title).toBe('You owe ₹190.00: deposit to bet again.');
    expect(screen.getByTestId('exposure-value').textContent).toBe('100.00');
  });

  it('shows a dash, not a zero, until the balance has loaded', () => {
    // Retry off and no data: the query stays pending (its request never reaches a server here).
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
    renderBar(client);
    expect(screen.queryByTestId('balance-value')).toBeNull();
    expect(screen.getByLabelText('Balance').textContent).toBe('Balance: –');
    expect(screen.getByLabelText('Exposure').textContent).toBe('Exp: –');
  });

  it('leaves a balance of zero or more unmarked', () => {
    showBalance(0, 0);
    const balance = screen.getByTestId('balance-value');
    expect(balance.textContent).toBe('0.00');
    expect(balance.className).toBe('');
    expect(balance.title).toBe('');
  });
});
