import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { CasinoSlip } from './casino-slip.tsx';
import { useCasinoSlip } from './casino-slip-store.ts';
import { SelectionList, type TableRunner } from './selection-list.tsx';

afterEach(cleanup);

/** jsdom has no matchMedia: the device is a touch screen (`pointer: coarse`) unless a test says a mouse. */
function pointerIs(kind: 'fine' | 'coarse') {
  window.matchMedia = (query: string) => ({ matches: query === `(pointer: ${kind})`, media: query }) as MediaQueryList;
}

const buttons = [
  { button_name: '1k', button_value: 1000, type: 'Game' as const },
  { button_name: '25', button_value: 25, type: 'Casino' as const },
  { button_name: '500', button_value: 500, type: 'Casino' as const },
];

function showSlip(openRoundId: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.buttonValues, buttons);
  render(
    <QueryClientProvider client={client}>
      <CasinoSlip matchId={-1013} openRoundId={openRoundId} minStack={10} maxFor={(sid) => (sid === 1 ? 50000 : 200)} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  pointerIs('coarse');
  useCasinoSlip.getState().open({ matchId: -1013, roundId: '103261124183015', selectionId: 5, name: 'Red', isBack: true, odds: 1.97 });
  useCasinoSlip.getState().setStake('');
});

describe('the casino bet slip', () => {
  it('offers the Casino buttons only, and a button sets the stake with the profit it would win', () => {
    showSlip('103261124183015');
    const stakes = screen.getByRole('group', { name: 'Casino stakes' });
    expect([...stakes.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['25', '500']);
    fireEvent.click(screen.getByRole('button', { name: '25' }));
    expect((screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('25');
    expect(screen.getByText(/Wins 24\.25 · risks 25\.00/)).toBeTruthy();
  });

  it('holds a side bet to the side maximum', () => {
    showSlip('103261124183015');
    fireEvent.click(screen.getByRole('button', { name: '500' }));
    screen.getByText('The stake can be at most 200.');
    expect(screen.getByRole('button', { name: 'Place Bet' })).toHaveProperty('disabled', true);
  });

  it('closes when its round no longer takes bets', () => {
    showSlip(null);
    expect(screen.queryByRole('region', { name: 'Bet slip' })).toBeNull();
    expect(useCasinoSlip.getState().target).toBeNull();
  });
});

const roundId = '103261124183015';
const runner = (selection_id: number, name: string, back: number): TableRunner => ({
  selection_id,
  name,
  status: 'ACTIVE',
  back: [{ price: back }],
  lay: [],
  win_loss: 0,
});

/** The table's rates and its slip, as the page lays them out: a rate opens the slip for this round. */
function showTable() {
  useCasinoSlip.getState().close();
  useCasinoSlip.getState().setStake('500');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.buttonValues, buttons);
  render(
    <QueryClientProvider client={client}>
      <SelectionList
        runners={[runner(1, 'Low Card', 2), runner(2, 'High Card', 2)]}
        open
        onPick={(pick) => useCasinoSlip.getState().open({ ...pick, matchId: -1013, roundId })}
      />
      <CasinoSlip matchId={-1013} openRoundId={roundId} minStack={10} maxFor={() => 50000} />
    </QueryClientProvider>,
  );
}

/**
 * Enter on a focused rate button: the browser clicks it and the button stays `:focus-visible`.
 * jsdom takes any click for a mouse's, so the click's work is done here after the key.
 */
function pressWithKeyboard(name: string, selectionId: number) {
  const rate = screen.getByRole('button', { name: `Back ${name} at 2.00` });
  rate.focus();
  fireEvent.keyDown(rate, { key: 'Enter' });
  act(() => useCasinoSlip.getState().open({ matchId: -1013, roundId, selectionId, name, isBack: true, odds: 2 }));
}

const stakeField = () => screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;

describe('the casino bet slip and the focus', () => {
  it('takes the focus to the stake, its text selected, when a rate is pressed from the keyboard', () => {
    showTable();
    pressWithKeyboard('Low Card', 1);
    expect(document.activeElement).toBe(stakeField());
    expect([stakeField().selectionStart, stakeField().selectionEnd]).toEqual([0, 3]);
  });

  it('moves it again for another selection, but not when only the rate moves', () => {
    // With a mouse any run of the focus would take it, so a rate change that took it would show.
    pointerIs('fine');
    showTable();
    pressWithKeyboard('Low Card', 1);
    const elsewhere = screen.getByRole('button', { name: 'Back High Card at 2.00' });
    elsewhere.focus();
    act(() => useCasinoSlip.getState().requote(2.1, 'The rate moved.'));
    expect(document.activeElement).toBe(elsewhere);
    pressWithKeyboard('High Card', 2);
    expect(screen.getByRole('heading', { name: 'Back High Card' })).toBeTruthy();
    expect(document.activeElement).toBe(stakeField());
  });

  it('leaves it where it is after a tap on a touch screen, so no on-screen keyboard covers the rates', () => {
    showTable();
    fireEvent.click(screen.getByRole('button', { name: 'Back Low Card at 2.00' }));
    expect(screen.getByRole('heading', { name: 'Back Low Card' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('takes it to the stake after a mouse click', () => {
    pointerIs('fine');
    showTable();
    fireEvent.click(screen.getByRole('button', { name: 'Back Low Card at 2.00' }));
    expect(document.activeElement).toBe(stakeField());
  });
});
