import type { FancyRunBook } from '@bx/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunBookModal } from './run-book-modal.tsx';

const book: FancyRunBook = {
  fancy_id: 9,
  fancy_type: 'METER',
  max_result: 999,
  meter_cap: null,
  ranges: [
    { from: 0, to: 39, parity: null, pnl_from: -3600, pnl_to: -90, worst: true },
    { from: 40, to: 999, parity: null, pnl_from: 0, pnl_to: 86310, worst: false },
  ],
  worst: { runs: 0, pnl: -3600 },
  exposure: 3600,
};

describe('RunBookModal', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks bet/getRunBook for this fancy and lists its ranges with only the worst labelled as held', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ status: true, message: 'Run book.', data: book }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RunBookModal fancyId={9} name="Sixes meter" open onOpenChange={() => {}} />
      </QueryClientProvider>,
    );
    const worst = (await screen.findByText('0 – 39')).closest('tr')!;
    expect(within(worst).getByText('worst case (held)')).toBeTruthy();
    expect(worst.textContent).toContain('−₹3,600.00 … −₹90.00');
    const other = screen.getByText('40 – 999').closest('tr')!;
    expect(other.textContent).toBe('40 – 999₹0.00 … +₹86,310.00');
    expect(within(other).queryByText('worst case (held)')).toBeNull();
    expect(screen.getByText(/Held: −₹3,600\.00/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/bet/getRunBook',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ fancy_id: 9 }) }),
    );
  });
});
