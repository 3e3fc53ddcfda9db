import type { MatkaMarket } from '@bx/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { MatkaSlip } from './matka-slip.tsx';

const market: MatkaMarket = {
  market_id: 70,
  name: 'Kalyan',
  open_time: '2026-11-30T10:30:00.000Z',
  close_time: '2026-11-30T12:30:00.000Z',
  status: 'OPEN',
  open_result: null,
  close_result: null,
  chain_hash: 'a'.repeat(64),
  market_code: 'KALYAN',
  draw_key: '2026-11-30',
  starline: false,
};

/** The server takes every bet; each bet request's body is recorded. */
function serverTakingBets() {
  const sent: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/matka/placeBet')) return new Response(JSON.stringify({ status: true, message: '', data: null }));
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify({ status: true, message: 'Bet placed.', data: { bet_id: 9 } }), { status: 200 });
  });
  return sent;
}

const slip = () => screen.getByRole('form', { name: 'Matka bet slip' });
const press = (name: string) => fireEvent.click(within(slip()).getByRole('button', { name }));

describe('the matka slip', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says what the stake returns before the bet, and drops the last answer once the slip changes', async () => {
    const sent = serverTakingBets();
    render(
      <QueryClientProvider client={queryClient}>
        <MatkaSlip market={market} />
      </QueryClientProvider>,
    );
    fireEvent.click(within(slip()).getByRole('radio', { name: /Single panna/ }));
    for (const digit of ['1', '2', '3']) press(digit);
    fireEvent.change(within(slip()).getByRole('textbox', { name: 'Stake' }), { target: { value: '10.01' } });
    // 140x: the stake back and 139 times it, the profit rounded down to the paisa: 10.01 + 1391.39.
    expect(within(slip()).getByText(/^Returns/).textContent).toBe('Returns 1401.40 if it wins (140x)');
    fireEvent.click(within(slip()).getByRole('button', { name: 'Place bet' }));
    expect((await within(slip()).findByRole('status')).textContent).toBe('Bet placed.');
    expect(sent).toMatchObject([{ market_id: 70, bet_type: 'single_panna', digits: '123', stack: 10.01 }]);
    press('4');
    expect(within(slip()).queryByRole('status')).toBeNull();
  });
});
