import type { BetListItem } from '@bx/contract';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EditUnmatchedBet } from './edit-unmatched-bet.tsx';

const bet: BetListItem = {
  bet_id: 41,
  match_id: 5,
  market_id: 11,
  fancy_id: null,
  market_name: 'Match Odds',
  market_type: 'MATCH_ODDS',
  match_name: 'India v Australia',
  sport_name: 'Cricket',
  selection_id: 21,
  selection_name: 'India',
  is_back: true,
  odds: 2.0,
  avg_odds: null,
  run: null,
  stack: 100,
  matched_stack: 0,
  remaining_stack: 100,
  status: 'EXECUTABLE',
  bet_status: 'UNMATCHED',
  profit_loss: null,
  created_at: '2026-11-24T10:00:00.000Z',
  placed_by: 'customer',
};

/** The server accepts every edit; the bodies sent to bet/replaceBet are recorded. */
function serverAccepting() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url === '/api/bet/replaceBet') sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ status: true, message: '', data: { bet_id: 42 } }), { status: 200 });
  });
  return sent;
}

describe('editing an unmatched bet', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('moves the price one ladder tick per arrow key or button and sends only the new odds', async () => {
    const sent = serverAccepting();
    const done = vi.fn();
    render(<EditUnmatchedBet bet={bet} onDone={done} />);
    // The field is drawn afresh at each new price; the focus stays on it, so a second key reaches it.
    screen.getByLabelText('Odds').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(screen.getByLabelText('Odds'));
    fireEvent.click(screen.getByLabelText('Lower odds'));
    expect(screen.getByLabelText<HTMLInputElement>('Odds').value).toBe('2.02');
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([{ bet_id: 41, odds: 2.02 }]);
  });

  it('sends a lower stake alone, and allows no stake above what is unmatched', async () => {
    const sent = serverAccepting();
    const done = vi.fn();
    render(<EditUnmatchedBet bet={bet} onDone={done} />);
    const stake = screen.getByLabelText('Stake');
    fireEvent.change(stake, { target: { value: '150' } });
    expect(screen.getByText<HTMLButtonElement>('Save').disabled).toBe(true);
    fireEvent.change(stake, { target: { value: '40' } });
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([{ bet_id: 41, stack: 40 }]);
  });
});
