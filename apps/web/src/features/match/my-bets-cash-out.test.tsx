import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveImage, useLiveStore } from '../../lib/live-store.ts';
import { openMarket } from './market-fixture.ts';
import type { Market } from './match-detail-api.ts';
import { MyBetsCashOut } from './my-bets-cash-out.tsx';

const runner = (selection_id: number, name: string, win_loss: number, back: Market['runner_json'][number]['back'] = []) => ({
  selection_id,
  name,
  status: 'ACTIVE' as const,
  back,
  lay: [],
  win_loss,
});

/** A lay of ₹100 at 2.0 on India (-100 / +100), India backable at 3.0: backing 66.66 there (200 / 3, rounded to the paisa against the customer) leaves +33.32 on India, +33.34 on Australia: worth 33.32. */
const held = openMarket(21, 'Match Odds', [runner(1, 'India', -100, [{ price: 3, size: 500 }]), runner(2, 'Australia', 100)]);
/** No position here: no cash out offered. */
const untouched = openMarket(22, 'Tied Match', [runner(3, 'Yes', 0, [{ price: 20, size: 50 }]), runner(4, 'No', 0)]);

const quote = {
  market_id: 21,
  fraction: 1,
  value: 33.32,
  legs: [{ selection_id: 1, is_back: true, odds: 3, stack: 66.66 }],
  unmatched_to_cancel: 0,
};

function server() {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    sent.push({ url, body });
    let data: unknown = null;
    if (url.endsWith('/bet/cashOutQuote')) data = quote;
    if (url.endsWith('/bet/cashOut')) data = { value: body.min_value, bet_ids: [9], cancelled_bet_ids: [] };
    return new Response(JSON.stringify({ status: true, message: '', data }), { status: 200 });
  });
  return sent;
}

describe("My Bets' cash out", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useLiveStore.setState({ markets: {} });
  });

  it('lists only the held market, its value following the pushed book, and cashes it out through the same confirmation', async () => {
    const sent = server();
    render(<MyBetsCashOut matchId={5} markets={[held, untouched]} />);
    const group = screen.getByRole('group', { name: 'Cash out' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Match Odds']);
    expect(within(group).getByTestId('cash-out-value').textContent).toBe('33.32');
    expect(within(group).getByTestId('cash-out-value').className).toContain('plus');
    // India shortens to 1.5: backing 133.33 there costs 33.33 on Australia and 33.34 on India (the half paisa against the customer).
    act(() =>
      setLiveImage({
        market_id: '21',
        status: 'OPEN',
        in_play: false,
        fancies: [],
        runners: [
          { selection_id: 1, status: 'ACTIVE', back: [{ price: 1.5, size: 500 }], lay: [] },
          { selection_id: 2, status: 'ACTIVE', back: [], lay: [] },
        ],
      }),
    );
    expect(within(group).getByTestId('cash-out-value').textContent).toBe('-33.34');
    expect(within(group).getByTestId('cash-out-value').className).toContain('minus');
    expect(sent).toEqual([]);
    fireEvent.click(within(group).getByRole('button', { name: /Cash Out/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 33.32' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map((s) => [s.url, s.body.market_id, s.body.fraction, s.body.min_value])).toEqual([
      ['/api/bet/cashOutQuote', 21, 1, undefined],
      ['/api/bet/cashOut', 21, 1, 33.32],
    ]);
  });

  it('cashes out a share of the position, as the market bar does: the value for that share, the quote asked for it', async () => {
    const sent = server();
    render(<MyBetsCashOut matchId={5} markets={[held]} />);
    const group = screen.getByRole('group', { name: 'Cash out' });
    fireEvent.click(within(group).getByRole('button', { name: '50%' }));
    // Half the hedge, ₹33.33 backed at 3.0, on half the position (India -50, Australia +50): +16.66 on India, +16.67 on Australia.
    expect(within(group).getByTestId('cash-out-value').textContent).toBe('16.66');
    fireEvent.change(within(group).getByRole('slider', { name: 'Cash-out share in percent' }), { target: { value: '30' } });
    expect(within(group).getByRole('button', { name: '50%' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(group).getByRole('button', { name: /Cash Out/ }));
    await screen.findByRole('button', { name: 'Confirm 33.32' });
    expect(sent.map((s) => [s.url, s.body.fraction])).toEqual([['/api/bet/cashOutQuote', 0.3]]);
  });

  it('offers nothing while the held market is suspended or without any position', () => {
    server();
    const { rerender } = render(<MyBetsCashOut matchId={5} markets={[untouched]} />);
    expect(screen.queryByRole('group', { name: 'Cash out' })).toBeNull();
    rerender(<MyBetsCashOut matchId={5} markets={[{ ...held, status: 'SUSPENDED' }]} />);
    expect(screen.queryByTestId('cash-out-value')).toBeNull();
  });
});
