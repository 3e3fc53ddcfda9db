import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryWindow } from '../../../lib/date-window.ts';
import { ProfitLossPage } from './profit-loss-page.tsx';

const row = (market_id: number, market_name: string, profit_loss: number, commission: number) => ({
  market_id,
  match_id: 5,
  match_name: 'India v Australia',
  market_name,
  market_type: 'MATCH_ODDS',
  sport_name: 'Cricket',
  profit_loss,
  commission,
  net: Math.round((profit_loss - commission) * 100) / 100,
  settled_at: '2026-11-27T10:00:00.000Z',
});

/** report/getProfitLoss: a win of 100 less 5 commission and a loss of 40; total net 55. */
function server() {
  const asked: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, body: JSON.parse(String(init.body ?? '{}')) });
    const data = { data: [row(11, 'Match Odds', 100, 5), row(12, 'Tied Match', -40, 0)], total: 55 };
    return new Response(JSON.stringify({ status: true, message: '', data }), { status: 200 });
  });
  return asked;
}

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProfitLossPage />
    </QueryClientProvider>,
  );

describe('Profit & Loss', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows each settled market with its result, commission and net, green or red, and the total', async () => {
    const asked = server();
    renderPage();
    const total = await screen.findByTestId('profit-loss-total');
    expect(total.textContent).toBe('55.00');
    expect(total.className).toContain('credit');
    const lines = screen.getAllByRole('row').slice(1, -1);
    expect(
      lines.map((tr) =>
        within(tr)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['27/11/2026 15:30:00', 'Cricket', 'India v Australia', 'Match Odds', '100.00', '5.00', '95.00'],
      ['27/11/2026 15:30:00', 'Cricket', 'India v Australia', 'Tied Match', '-40.00', '0.00', '-40.00'],
    ]);
    expect(within(lines[1]!).getByText('-40.00', { selector: 'td:last-child' }).className).toContain('debit');
    const { min, max } = queryWindow();
    expect(asked).toEqual([{ url: '/api/report/getProfitLoss', body: { from_date: min, to_date: max } }]);
  });

  it('asks again for the days submitted', async () => {
    const asked = server();
    renderPage();
    await screen.findByTestId('profit-loss-total');
    const { max } = queryWindow();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: max } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(asked.at(-1)?.body).toEqual({ from_date: max, to_date: max }));
  });
});
