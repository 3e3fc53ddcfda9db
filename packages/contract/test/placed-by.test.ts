import { describe, expect, it } from 'vitest';
import { cashOutRequest } from '../src/cash-out.ts';
import { placeMarketBetRequest } from '../src/bets.ts';
import { placedBy } from '../src/placed-by.ts';

describe('who placed a bet', () => {
  it('reads the client_ref the server gives cash-out legs', () => {
    expect(placedBy(null)).toBe('customer');
    expect(placedBy('3f2c1a9e-0b7d-4c1e-9a55-1d2e3f405162')).toBe('customer');
    expect(placedBy('auto-7')).toBe('customer');
    expect(placedBy('3f2c1a9e#0')).toBe('cash_out');
    expect(placedBy('auto-#1')).toBe('cash_out');
    expect(placedBy('auto-12#0')).toBe('auto_cash_out');
    expect(placedBy('auto-12#2')).toBe('auto_cash_out');
  });

  it('refuses a customer ref in the server’s forms, so none passes for a cash out', () => {
    const bet = { match_id: 1, market_id: 2, selection_id: 3, is_back: true, odds: 2, stack: 100 };
    expect(placeMarketBetRequest.safeParse({ ...bet, client_ref: 'abc' }).success).toBe(true);
    expect(placeMarketBetRequest.safeParse({ ...bet, client_ref: 'abc#1' }).success).toBe(false);
    expect(placeMarketBetRequest.safeParse({ ...bet, client_ref: 'auto-12#0' }).success).toBe(false);
    const cashOut = { market_id: 2, min_value: 5 };
    expect(cashOutRequest.safeParse({ ...cashOut, client_ref: 'abc' }).success).toBe(true);
    expect(cashOutRequest.safeParse({ ...cashOut, client_ref: 'auto-12' }).success).toBe(false);
  });
});
