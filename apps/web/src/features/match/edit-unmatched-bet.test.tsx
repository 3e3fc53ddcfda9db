import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betListItem } from '../../lib/bet-list-item-fixture.ts';
import { EditUnmatchedBet } from './edit-unmatched-bet.tsx';

const bet = betListItem();

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
    // Said in words, not only by a greyed Save.
    expect(screen.getByRole('alert').textContent).toBe('The stake can only be lowered (at most 100.00): place a new bet to add to it.');
    fireEvent.change(stake, { target: { value: '40' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByText('Save'));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(sent).toEqual([{ bet_id: 41, stack: 40 }]);
  });
});
