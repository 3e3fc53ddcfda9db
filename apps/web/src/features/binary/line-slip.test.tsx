import type { BinarySession } from '@bx/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { LineSlip } from './line-slip.tsx';

const session: BinarySession = {
  match_id: 40,
  instrument: 'PRACTICE',
  price: 1012.5,
  status: 'OPEN',
  opens_at: '2026-11-27T00:00:00.000Z',
  closes_at: '2026-11-28T00:00:00.000Z',
  fancies: [],
  code: 'PRACTICE',
  description: 'A simulated price',
  currency: '₹',
  practice: true,
  session_status: 'OPEN',
  settlement_price: null,
};

/** The server answers each bet call with the next of `answers`; every bet request's body is recorded. */
function serverAnswering(...answers: object[]) {
  const sent: { run: number; size: number; client_ref: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!url.startsWith('/api/bet/placeFancyBet')) return new Response(JSON.stringify({ status: true, message: '', data: null }));
    sent.push(JSON.parse(String(init?.body)));
    return new Response(JSON.stringify(answers[sent.length - 1]), { status: 200 });
  });
  return sent;
}

/** Opens a YES slip on line 1010 at rate 100; answers what the slip told its page when the bet was placed. */
function openSlip() {
  const done: string[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <LineSlip session={session} line={{ fancyId: 7, yes: true, run: 1010, rate: 100 }} onDone={(placed) => done.push(placed)} />
    </QueryClientProvider>,
  );
  return done;
}

const placed = { status: true, message: 'Bet placed.', data: { bet_id: 3, status: 'EXECUTION_COMPLETE' } };
/** The server's refusal when the quote moved: it carries the quote now offered. */
const quoteMoved = (code: string, message: string, quote: { run: number; rate: number }) => ({
  status: false,
  code,
  message,
  data: null,
  quote,
});
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Place bet' }));
/** The slip's answer to the last press, once it shows. */
const answer = async () => (await screen.findByRole('status')).textContent;

describe('the binary line slip after a quote change', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('takes the quote a RATE_CHANGED carries, so the next press sends the rate now quoted', async () => {
    const sent = serverAnswering(quoteMoved('RATE_CHANGED', 'The rate changed from 100 to 95.', { run: 1010, rate: 95 }), placed);
    const done = openSlip();
    press();
    expect(await answer()).toBe('The rate changed from 100 to 95. Check the new rate and place again.');
    expect(screen.getByText(/rate 95/)).toBeTruthy();
    // Stake 100 at rate 95: YES wins 95 or loses the stake.
    expect(screen.getByText('Win 95.00 · Lose 100.00')).toBeTruthy();

    press();
    // The refusal is gone as soon as the press is: the status shown is this press's answer.
    expect(screen.queryByRole('status')).toBeNull();
    expect(await answer()).toBe('Bet placed.');
    // The page closes the slip with what was placed, at the rate the bet went at.
    expect(done).toEqual(['Bet placed: YES PRACTICE at or above ₹1,010, 100.00 at rate 95.']);
    expect(sent.map((b) => [b.run, b.size])).toEqual([
      [1010, 100],
      [1010, 95],
    ]);
    // One slip, one key: a retried press of the same slip can never place twice.
    expect(new Set(sent.map((b) => b.client_ref)).size).toBe(1);
  });

  it('takes the new line a RUN_CHANGED carries', async () => {
    const sent = serverAnswering(quoteMoved('RUN_CHANGED', 'The run changed from 1010 to 1015.', { run: 1015, rate: 90 }), placed);
    openSlip();
    press();
    expect(await answer()).toBe('The run changed from 1010 to 1015. Check the new line and place again.');
    expect(screen.getByText(/at or above ₹1,015 · rate 90/)).toBeTruthy();
    press();
    expect(await answer()).toBe('Bet placed.');
    expect(sent.map((b) => [b.run, b.size])).toEqual([
      [1010, 100],
      [1015, 90],
    ]);
  });

  it('keeps the quote on a refusal that carries none', async () => {
    const suspended = { status: false, code: 'MARKET_SUSPENDED', message: 'This line is suspended.', data: null };
    const sent = serverAnswering(suspended, suspended);
    openSlip();
    press();
    expect(await answer()).toBe('This line is suspended.');
    press();
    await answer();
    expect(sent.map((b) => b.size)).toEqual([100, 100]);
  });
});
