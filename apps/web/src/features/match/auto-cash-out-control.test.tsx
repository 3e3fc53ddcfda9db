import type { AutoCashOutRule } from '@bx/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { AutoCashOutControl } from './auto-cash-out-control.tsx';

/** The server's rules for match 5: set, read and cleared as bet/setAutoCashOut, getAutoCashOut and clearAutoCashOut do. */
function server() {
  let rule: AutoCashOutRule | null = null;
  const writes: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, number>;
    let data: unknown = { rules: rule ? [rule] : [], fired: [] };
    if (url.endsWith('/bet/setAutoCashOut')) {
      writes.push({ url, body });
      rule = {
        market_id: body.market_id!,
        match_id: 5,
        market_name: 'Match Odds',
        profit_target: body.profit_target ?? null,
        loss_limit: body.loss_limit ?? null,
        status: 'ACTIVE',
        fired_value: null,
        bet_ids: [],
        created_at: '2026-11-28T04:00:00.000Z',
        ended_at: null,
      };
      data = rule;
    }
    if (url.endsWith('/bet/clearAutoCashOut')) {
      writes.push({ url, body });
      data = rule;
      rule = null;
    }
    return new Response(JSON.stringify({ status: true, message: '', data }), { status: 200 });
  });
  return writes;
}

// The app's client: a saved rule refreshes the match's rules through it.
const renderControl = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <AutoCashOutControl matchId={5} marketId={21} marketName="Match Odds" />
    </QueryClientProvider>,
  );

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: /^Auto cash out/ }));
  // The dialog's module loads on the first press.
  return screen.findByRole('dialog', { name: 'Auto cash out: Match Odds' }, { timeout: 5000 });
}

function fill(dialog: HTMLElement, profit: string, loss: string) {
  fireEvent.change(within(dialog).getByLabelText('Profit target (₹)'), { target: { value: profit } });
  fireEvent.change(within(dialog).getByLabelText('Loss limit (₹)'), { target: { value: loss } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('auto cash out', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("refuses what the contract's schema refuses, without sending it", async () => {
    const writes = server();
    renderControl();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/No auto cash out on this market/)).toBeTruthy();
    fill(dialog, '', ' ');
    expect(within(dialog).getByRole('alert').textContent).toBe('Give a profit target, a loss limit or both.');
    fill(dialog, '-5', '');
    expect(within(dialog).getByRole('alert').textContent).toBe('Profit target must be more than 0.');
    fill(dialog, '', '12.345');
    expect(within(dialog).getByRole('alert').textContent).toBe('Loss limit must be an amount in rupees with at most 2 decimals.');
    expect(writes).toEqual([]);
  });

  it('sets a profit target and a loss limit, shows the rule in force on the button, then clears it', async () => {
    const writes = server();
    renderControl();
    fill(await openDialog(), '50', '20.5');
    await screen.findByRole('button', { name: 'Auto cash out: profit 50.00 or loss 20.50' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await openDialog();
    expect(within(dialog).getByText(/In force: the whole position is cashed out at profit 50\.00 or loss 20\.50/)).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Loss limit (₹)').value).toBe('20.50');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear' }));
    await screen.findByRole('button', { name: 'Auto cash out' });
    expect(writes).toEqual([
      { url: '/api/bet/setAutoCashOut', body: { market_id: 21, profit_target: 50, loss_limit: 20.5 } },
      { url: '/api/bet/clearAutoCashOut', body: { market_id: 21 } },
    ]);
  });
});
