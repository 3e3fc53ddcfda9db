import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { BetSlip } from './bet-slip.tsx';
import { useBetSlip, type SlipTarget } from './bet-slip-store.ts';
import { FancyRow } from './fancy-row.tsx';
import type { MatchDetail } from './match-detail-api.ts';

/** jsdom has no matchMedia, which the slip asks whether a mouse drives the page: a touch screen unless a test says a mouse. */
function pointerIs(kind: 'fine' | 'coarse') {
  window.matchMedia = (query: string) => ({ matches: query === `(pointer: ${kind})`, media: query }) as MediaQueryList;
}

beforeEach(() => pointerIs('coarse'));

const detail: MatchDetail = {
  match_id: 5,
  sport_id: 4,
  name: 'India v Australia',
  open_date: '2026-11-24T10:00:00.000Z',
  in_play: false,
  markets: [],
  fancies: [],
};

const bookmaker: SlipTarget = {
  kind: 'market',
  matchId: 5,
  marketId: 11,
  marketName: 'Bookmaker',
  onLadder: false,
  selectionId: 21,
  runnerName: 'India',
  isBack: true,
  odds: 1.45,
  betDelay: 0,
  minStack: 100,
  maxStack: 50000,
};
const session: SlipTarget = {
  kind: 'fancy',
  matchId: 5,
  fancyId: 12,
  fancyType: 'SESSION',
  name: '10 over runs',
  isBack: true,
  run: 45,
  rate: 100,
  minStack: 100,
  maxStack: 50000,
};

/**
 * The server: the bet call refuses with `answer`, the match detail is `fresh`; the slip's stake
 * buttons get none. Every URL asked is recorded.
 */
function serverRefusing(answer: object, fresh: MatchDetail = detail) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    const body = url.startsWith('/api/bet/place')
      ? answer
      : { status: true, message: '', data: url.includes('getMatchDetail') ? fresh : '[]' };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  return asked;
}

async function placeFrom(target: SlipTarget) {
  useBetSlip.getState().open(target);
  useBetSlip.getState().setStake('500');
  render(
    <QueryClientProvider client={queryClient}>
      <BetSlip detail={detail} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Place Bet' }));
  return (await screen.findByRole('alert')).textContent;
}

describe('the bet slip after a quote change', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useBetSlip.getState().close();
  });

  it("the slip for RATE_CHANGED shows the server's new quote", async () => {
    const asked = serverRefusing({
      status: false,
      code: 'RATE_CHANGED',
      message: 'Rate changed',
      data: null,
      quote: { run: null, rate: 1.5 },
    });
    const notice = await placeFrom(bookmaker);
    expect(notice).toBe('The rate changed from 45 to 50 while you were placing. Check the new rate and place again.');
    // A bookmaker reads as the house quotes it: paise of profit per rupee (1.5 = 50).
    expect(screen.getByText('Rate 50')).toBeTruthy();
    expect(useBetSlip.getState().target).toMatchObject({ odds: 1.5 });
    // The quote came with the answer: the match detail is not asked for again.
    expect(asked.filter((u) => u.includes('getMatchDetail'))).toEqual([]);
  });

  it("the slip for RUN_CHANGED shows the server's new run and rate of the fancy", async () => {
    serverRefusing({ status: false, code: 'RUN_CHANGED', message: 'Run changed', data: null, quote: { run: 47, rate: 90 } });
    const notice = await placeFrom(session);
    expect(notice).toBe('The run changed from 45/100 to 47/90 while you were placing. Check the new run and place again.');
    expect(screen.getByText('Run 47 · Rate 90')).toBeTruthy();
  });

  it('reads the price afresh when a RATE_CHANGED carries no quote (a fill-or-kill the book could not fill)', async () => {
    const market: MatchDetail['markets'][number] = {
      market_id: 11,
      name: 'Bookmaker',
      market_type: 'BOOKMAKER',
      status: 'OPEN',
      in_play: false,
      bet_delay: 0,
      min_stack: 100,
      max_stack: 50000,
      runner_json: [{ selection_id: 21, name: 'India', status: 'ACTIVE', back: [{ price: 1.4, size: 900 }], lay: [], win_loss: 0 }],
    };
    const asked = serverRefusing(
      { status: false, code: 'RATE_CHANGED', message: 'Rate has been changed', data: null },
      { ...detail, markets: [market] },
    );
    const notice = await placeFrom(bookmaker);
    expect(notice).toBe('The rate changed from 45 to 40 while you were placing. Check the new rate and place again.');
    expect(useBetSlip.getState().target).toMatchObject({ odds: 1.4 });
    expect(asked.filter((u) => u.includes('getMatchDetail'))).toHaveLength(1);
  });

  it('says the quote is no longer offered when a RATE_CHANGED carries none and the market offers none', async () => {
    serverRefusing({ status: false, code: 'RATE_CHANGED', message: 'Rate changed', data: null });
    const notice = await placeFrom(bookmaker);
    expect(notice).toBe('The rate changed from 45 while you were placing and is no longer offered.');
    expect(screen.getByText('Rate 45')).toBeTruthy();
  });
});

describe('the khado slip', () => {
  const khado: MatchDetail['fancies'][number] = {
    fancy_id: 13,
    name: '10 Over Khado',
    fancy_type: 'KHADO',
    status: 'OPEN',
    session_value_yes: 70,
    session_size_yes: 150,
    session_value_no: null,
    session_size_no: null,
    khado_width: 5,
    max_result: 999,
    meter_cap: null,
    min_stack: 100,
    max_stack: 50000,
    exposure: 0,
    bet_delay: 0,
  };

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useBetSlip.getState().close();
  });

  /** The fancy's row and the slip, as the match page shows them; returns the bodies of the bets sent. */
  function openFromRow(fancy: MatchDetail['fancies'][number], button: string) {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/bet/place')) sent.push(JSON.parse(String(init.body)));
      const data = url.startsWith('/api/bet/place') ? { bet_id: 1, matched_stack: 500, remaining_stack: 0, avg_odds: 150 } : '[]';
      return new Response(JSON.stringify({ status: true, message: '', data }));
    });
    render(
      <QueryClientProvider client={queryClient}>
        <table>
          <tbody>
            <FancyRow matchId={5} fancy={fancy} hasBets={false} />
          </tbody>
        </table>
        <BetSlip detail={{ ...detail, fancies: [fancy] }} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: button }));
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '500' } });
    return sent;
  }

  const startRun = () => screen.getByLabelText('Start run') as HTMLInputElement;
  const placeButton = () => screen.getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement;

  it("opens at the khado's quoted yes line, the one its row shows, and places at it", async () => {
    const sent = openFromRow(khado, 'Yes 10 Over Khado at 70');
    expect(startRun().value).toBe('70');
    expect(placeButton().disabled).toBe(false);
    fireEvent.click(placeButton());
    await vi.waitFor(() =>
      expect(sent).toEqual([expect.objectContaining({ fancy_id: 13, is_back: true, run: 70, size: 150, stack: 500 })]),
    );
  });

  it('refuses to place without a start run in 1 to the highest result when the khado quotes no line', async () => {
    const sent = openFromRow({ ...khado, session_value_yes: null }, 'Yes 10 Over Khado at 150');
    expect(startRun().value).toBe('');
    expect(placeButton().disabled).toBe(true);
    screen.getByText('Enter a start run from 1 to 999.');
    for (const outside of ['0', '1000']) {
      fireEvent.change(startRun(), { target: { value: outside } });
      expect(placeButton().disabled).toBe(true);
    }
    fireEvent.change(startRun(), { target: { value: '65' } });
    expect(placeButton().disabled).toBe(false);
    expect(screen.queryByText('Enter a start run from 1 to 999.')).toBeNull();
    fireEvent.click(placeButton());
    await vi.waitFor(() => expect(sent).toEqual([expect.objectContaining({ fancy_id: 13, run: 65, size: 150 })]));
  });
  it('refuses a stake finer than a paisa before sending it, saying why', () => {
    const sent = openFromRow(khado, 'Yes 10 Over Khado at 70');
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '500.125' } });
    expect(placeButton().disabled).toBe(true);
    screen.getByText('The stake can have at most 2 decimals.');
    fireEvent.change(screen.getByLabelText('Stake'), { target: { value: '500.12' } });
    expect(placeButton().disabled).toBe(false);
    expect(sent).toEqual([]);
  });

  it('names an odd/even bet Odd or Even in the slip, not Yes or No', () => {
    const oddEven = {
      ...khado,
      fancy_id: 14,
      name: '1st Over Odd/Even',
      fancy_type: 'ODD_EVEN',
      session_value_yes: null,
      session_size_yes: 1.95,
      session_size_no: 1.95,
    };
    openFromRow(oddEven, 'Even 1st Over Odd/Even at 1.95');
    expect(screen.getByRole('region', { name: 'Bet slip' }).textContent).toMatch(/Even/);
    expect(screen.getByRole('region', { name: 'Bet slip' }).textContent).not.toMatch(/\bNo\b/);
  });
});

describe('the bet slip and the focus', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    useBetSlip.getState().close();
  });

  /** A price button that opens the slip for the session fancy, and the slip; the stake starts at 500. */
  function showPriceAndSlip() {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ status: true, message: '', data: '[]' })));
    useBetSlip.getState().setStake('500');
    render(
      <QueryClientProvider client={queryClient}>
        <button type="button" onClick={() => useBetSlip.getState().open(session)}>
          Yes 10 over runs
        </button>
        <BetSlip detail={detail} />
      </QueryClientProvider>,
    );
    return screen.getByRole('button', { name: 'Yes 10 over runs' });
  }

  const stakeField = () => screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;

  it('takes the focus to the stake, its text selected, when a price is pressed from the keyboard, and keeps it there when the run moves', () => {
    const price = showPriceAndSlip();
    // Enter on the focused price; jsdom takes any click for a mouse's, so the click's work follows the key.
    price.focus();
    fireEvent.keyDown(price, { key: 'Enter' });
    act(() => useBetSlip.getState().open(session));
    expect(document.activeElement).toBe(stakeField());
    expect([stakeField().selectionStart, stakeField().selectionEnd]).toEqual([0, 3]);
    // With a mouse any run of the focus would take it, so a run change that took it would show.
    pointerIs('fine');
    price.focus();
    act(() => useBetSlip.getState().update({ run: 47, rate: 90 }, 'The run changed.'));
    expect(document.activeElement).toBe(price);
  });

  it('leaves the focus where it is after a tap on a touch screen, where the slip is a bottom sheet', () => {
    fireEvent.click(showPriceAndSlip());
    expect(screen.getByRole('region', { name: 'Bet slip' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it('takes the focus to the stake after a mouse click', () => {
    pointerIs('fine');
    fireEvent.click(showPriceAndSlip());
    expect(document.activeElement).toBe(stakeField());
  });
});
