import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLiveImage, useLiveStore } from '../../lib/live-store.ts';
import { CashOutBar } from './cash-out-bar.tsx';
import { liveCashOutValue } from './cash-out-value.ts';
import { openMarket } from './market-fixture.ts';

/** A back of ₹100 at 2.0 on India: +100 if India wins, -100 if not; India can be laid at 1.5. */
const market = openMarket(14, 'Match Odds', [
  { selection_id: 1, name: 'India', status: 'ACTIVE', back: [], lay: [{ price: 1.5, size: 500 }], win_loss: 100 },
  { selection_id: 2, name: 'Australia', status: 'ACTIVE', back: [], lay: [], win_loss: -100 },
]);

const quote = (value: number, stack: number, odds: number) => ({
  market_id: 14,
  fraction: 1,
  value,
  legs: [{ selection_id: 1, is_back: false, odds, stack }],
  unmatched_to_cancel: 0,
});

/** The server: quotes `first`; the first cashOut refuses with CASH_OUT_CHANGED and `moved`, the next one takes it. Bodies sent are recorded. */
function server(first: object, moved: object) {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  let cashOuts = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
    sent.push({ url, body });
    let answer: object = { status: true, message: '', data: first };
    if (url.endsWith('/bet/cashOut'))
      answer =
        cashOuts++ === 0
          ? { status: false, code: 'CASH_OUT_CHANGED', message: 'The cash-out value has changed; nothing was placed.', data: moved }
          : { status: true, message: 'Cashed out.', data: { value: body.min_value, bet_ids: [7], cancelled_bet_ids: [] } };
    if (url.includes('getUserBalance') || url.includes('getMatchDetail') || url.includes('getMarketAndFancyBet'))
      answer = { status: true, message: '', data: null };
    if (url.endsWith('/bet/getAutoCashOut')) answer = { status: true, message: '', data: { rules: [], fired: [] } };
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return sent;
}

const renderBar = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CashOutBar matchId={5} market={market} />
    </QueryClientProvider>,
  );

describe('CashOutBar', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useLiveStore.setState({ markets: {} });
  });

  it('computes the hand example: lay ₹133.33 at 1.5 gives +₹33.33, half of it ₹16.66', () => {
    expect(liveCashOutValue(market, undefined, 1)).toBe(33.33);
    expect(liveCashOutValue(market, undefined, 0.5)).toBe(16.66);
  });

  it('shows the value in green, then in red when the pushed book moves, without a request', () => {
    const sent = server({}, {});
    renderBar();
    const value = screen.getByTestId('cash-out-value');
    expect(value.textContent).toBe('33.33');
    expect(value.className).toContain('plus');
    // India drifts: it can be laid at 3.0 only. 200 / 3 = 66.66 laid: A +100 - 133.32, B -100 + 66.66.
    act(() =>
      setLiveImage({
        market_id: '14',
        status: 'OPEN',
        in_play: false,
        fancies: [],
        runners: [
          { selection_id: 1, status: 'ACTIVE', back: [], lay: [{ price: 3, size: 500 }] },
          { selection_id: 2, status: 'ACTIVE', back: [], lay: [] },
        ],
      }),
    );
    expect(screen.getByTestId('cash-out-value').textContent).toBe('-33.34');
    expect(screen.getByTestId('cash-out-value').className).toContain('minus');
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByTestId('cash-out-value').textContent).toBe('-16.67');
    // No quote asked: only the match's auto cash-out rules may have been read.
    expect(sent.filter((s) => !s.url.endsWith('/bet/getAutoCashOut'))).toEqual([]);
  });

  it("confirms the server's quote, shows the new value on CASH_OUT_CHANGED and sends it when confirmed again", async () => {
    const sent = server(quote(33.33, 133.33, 1.5), quote(25, 125, 1.6));
    renderBar();
    fireEvent.click(screen.getByRole('button', { name: /Cash Out/ }));
    // The quote states its legs before it is confirmed.
    expect((await screen.findByRole('list', { name: 'Bets placed' })).textContent).toBe('Lay India 133.33 at 1.50');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 33.33' }));
    expect((await screen.findByRole('alert')).textContent).toContain('changed from 33.33 to 25.00');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm 25.00' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cashOuts = sent.filter((s) => s.url.endsWith('/bet/cashOut')).map((s) => s.body);
    expect(cashOuts.map((b) => b.min_value)).toEqual([33.33, 25]);
    // A new confirmation is a new cash out: its own client_ref.
    expect(new Set(cashOuts.map((b) => b.client_ref)).size).toBe(2);
  });

  it('says a level position is level instead of offering a cash out that would place nothing', () => {
    server({}, {});
    // After a full cash out: -0.30 if India wins, -0.31 if not; both sides have prices.
    const level = openMarket(14, 'Match Odds', [
      {
        selection_id: 1,
        name: 'India',
        status: 'ACTIVE',
        back: [{ price: 1.49, size: 500 }],
        lay: [{ price: 1.5, size: 500 }],
        win_loss: -0.3,
      },
      {
        selection_id: 2,
        name: 'Australia',
        status: 'ACTIVE',
        back: [{ price: 2.9, size: 500 }],
        lay: [{ price: 3, size: 500 }],
        win_loss: -0.31,
      },
    ]);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CashOutBar matchId={5} market={level} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Your position is level: -0.31 whoever wins.');
    expect(screen.queryByRole('button', { name: /^Cash Out/ })).toBeNull();
  });
});
