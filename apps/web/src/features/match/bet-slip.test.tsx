import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { BetSlip } from './bet-slip.tsx';
import { useBetSlip, type SlipTarget } from './bet-slip-store.ts';
import type { MatchDetail } from './match-detail-api.ts';

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
    expect(notice).toBe('The rate changed from 1.45 to 1.5 while you were placing. Check the new rate and place again.');
    expect(screen.getByText('Odds 1.5')).toBeTruthy();
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
    expect(notice).toBe('The rate changed from 1.45 to 1.4 while you were placing. Check the new rate and place again.');
    expect(useBetSlip.getState().target).toMatchObject({ odds: 1.4 });
    expect(asked.filter((u) => u.includes('getMatchDetail'))).toHaveLength(1);
  });

  it('says the quote is no longer offered when a RATE_CHANGED carries none and the market offers none', async () => {
    serverRefusing({ status: false, code: 'RATE_CHANGED', message: 'Rate changed', data: null });
    const notice = await placeFrom(bookmaker);
    expect(notice).toBe('The rate changed from 1.45 while you were placing and is no longer offered.');
    expect(screen.getByText('Odds 1.45')).toBeTruthy();
  });
});
