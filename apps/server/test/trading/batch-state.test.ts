import { describe, expect, it } from 'vitest';
import { BatchState } from '../../src/modules/trading/batch/batch-state.ts';
import { OPEN_STATES } from '../helpers/open-account-states.ts';

// The batch's money state on its own: what it starts with, what a second read of a customer may
// not overwrite, which postings count as the day's results, and the write set it hands over.
describe('the batch state', () => {
  const accounts = (userId: number, main: number, exposure: number) => [
    { account_id: userId * 10, user_id: userId, kind: 'CUSTOMER_MAIN', balance: main, ...OPEN_STATES },
    { account_id: userId * 10 + 1, user_id: userId, kind: 'CUSTOMER_EXPOSURE', balance: exposure, ...OPEN_STATES },
  ];
  const ref = { kind: 'BET_EXPOSURE', refType: 'bet', refId: 1 };

  it('starts knowing no customer and writing nothing', () => {
    const state = new BatchState(1_000);
    expect(state.hasUser(1)).toBe(false);
    expect(state.hasExposure(1, 7)).toBe(false);
    expect(state.hasAccounts(1)).toBe(false);
    expect(state.finish()).toEqual({
      betInserts: [],
      betUpdates: [],
      fills: [],
      ledger: [],
      accountDeltas: new Map(),
      exposures: [],
      touchedMarkets: [],
      marketChanges: new Map(),
      runnerChanges: [],
      fillReductions: [],
    });
  });

  it('keeps the balances the batch has moved when a customer is read again', () => {
    const state = new BatchState(1_000);
    state.addUsers(accounts(1, 100_000, 0), [], [[1, 7]]);
    expect([state.hasUser(1), state.hasExposure(1, 7), state.hasAccounts(1)]).toEqual([true, true, true]);
    state.holdExposure(1, 7, 30_000, 't1', ref);
    // A later command of the batch reads the customer with another market: the rows are as the
    // database holds them, before this batch's hold, and must not undo it.
    state.addUsers(accounts(1, 100_000, 0), [{ user_id: 1, market_id: 8, exposure: 0 }], [[1, 8]]);
    expect(state.available(1)).toBe(70_000);
    expect(state.atRisk(1)).toBe(30_000);
    expect(state.heldOn(1, 7)).toBe(30_000);
  });

  it('counts only sport results (settlement, commission, their rollbacks) as the day’s result', () => {
    const state = new BatchState(1_000);
    state.addUsers(accounts(1, 0, 0), [], []);
    state.creditMain(1, -5_000, 't1', { kind: 'SETTLEMENT', refType: 'market', refId: 7 });
    state.creditMain(1, -200, 't1', { kind: 'COMMISSION', refType: 'market', refId: 7 });
    state.creditMain(1, 900, 't2', { kind: 'DEPOSIT', refType: 'payment', refId: 3 });
    expect(state.results.get(1)).toBe(-5_200);
    expect(state.available(1)).toBe(-4_300);
  });

  it('hands over the markets it touched in ascending order', () => {
    const state = new BatchState(1_000);
    for (const id of [9, 2, 5, 2]) state.touch(id);
    expect(state.finish().touchedMarkets).toEqual([2, 5, 9]);
  });
});
