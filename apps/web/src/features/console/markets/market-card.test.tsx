import type { ConsoleMarket } from '@bx/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MarketCard } from './market-card.tsx';
import { NewMarketDialog } from './new-market-dialog.tsx';

const runners = [
  { selection_id: 101, name: 'Alpha', status: 'ACTIVE' },
  { selection_id: 102, name: 'Bravo', status: 'ACTIVE' },
  { selection_id: 103, name: 'Charlie', status: 'ACTIVE' },
];
const market = (over: Partial<ConsoleMarket>): ConsoleMarket => ({
  market_id: 1,
  name: 'To Be Placed',
  market_type: 'PLACE',
  is_fancy: false,
  status: 'SUSPENDED',
  in_play: false,
  bet_delay: 0,
  min_stack: 1,
  max_stack: 5000,
  number_of_winners: 2,
  settled: false,
  runners,
  ...over,
});
const withClient = (node: React.ReactNode) => render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

/** Stubs fetch with one successful answer and returns the body the app sent. */
function answered() {
  const fetch = vi
    .fn()
    .mockResolvedValue(new Response(JSON.stringify({ status: true, message: 'Done.', data: { market_id: 1, runners: [] } })));
  vi.stubGlobal('fetch', fetch);
  return async () => {
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
  };
}

describe('the console market card: results of a market with several places', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('declares the runners ticked, at most its places, for a PLACE market of two places', async () => {
    const sent = answered();
    withClient(<MarketCard market={market({})} />);
    expect(screen.getByText(/PLACE · 2 places/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Declare result' }));
    fireEvent.click(screen.getByLabelText('Charlie'));
    fireEvent.click(screen.getByLabelText('Alpha'));
    // Two ticked: the third cannot be.
    expect((screen.getByLabelText('Bravo') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
    expect(await sent()).toEqual({ url: '/api/admin/market/result', body: { market_id: 1, winner_selection_ids: [103, 101] } });
  });

  it('declares the one runner chosen for a market of one winner', async () => {
    const sent = answered();
    withClient(<MarketCard market={market({ market_type: 'MATCH_ODDS', number_of_winners: 1 })} />);
    fireEvent.click(screen.getByRole('button', { name: 'Declare result' }));
    fireEvent.change(screen.getByLabelText('Winner'), { target: { value: '102' } });
    fireEvent.click(screen.getByRole('button', { name: 'Declare' }));
    expect(await sent()).toEqual({ url: '/api/admin/market/result', body: { market_id: 1, winner_selection_ids: [102] } });
  });

  it("creates a PLACE market with the places asked for, and asks no other type's", async () => {
    const sent = answered();
    withClient(<NewMarketDialog matchId={9} kind="market" onClose={() => {}} />);
    expect(screen.queryByLabelText('Places (winners)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'PLACE' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Place' } });
    fireEvent.change(screen.getByLabelText('Runners (one per line)'), { target: { value: 'A\nB\nC' } });
    fireEvent.change(screen.getByLabelText('Places (winners)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    const { url, body } = await sent();
    expect(url).toBe('/api/admin/market/create');
    expect(body).toMatchObject({
      match_id: 9,
      market_type: 'PLACE',
      number_of_winners: '2',
      runners: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    });
  });
});
