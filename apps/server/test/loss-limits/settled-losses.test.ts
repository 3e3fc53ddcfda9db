import { DAY_MS } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { SettledLosses } from '../../src/modules/trading/batch/settled-losses.ts';

// The batch's memory of each customer's results of the last 24 hours (the daily loss limit):
// what it knows, how results enter and leave the window, and that it never answers unloaded.
describe('the settled losses the batch remembers', () => {
  const T = 10 * DAY_MS;
  const row = (user_id: number, created_at: number, amount: number) => ({ user_id, created_at, amount });

  it("knows a customer only once loaded with a window reaching 24 hours back from the clock's reading", () => {
    const losses = new SettledLosses();
    expect(losses.knows(1, T)).toBe(false);
    losses.load([1], T - DAY_MS, []);
    expect(losses.knows(1, T)).toBe(true);
    expect(losses.knows(1, T + 1)).toBe(true);
    // For an earlier reading the window would start before what was loaded.
    expect(losses.knows(1, T - 1)).toBe(false);
    expect(() => losses.lossOf(1, T - 1)).toThrow(/not loaded/);
    expect(() => losses.lossOf(2, T)).toThrow(/not loaded/);
  });

  it('keeps rows of other customers out, and sums only what is inside the window, edge included', () => {
    const losses = new SettledLosses();
    // Rows come in any order; user 2 was not asked for.
    losses.load([1], T - DAY_MS, [row(1, T - 100, -300), row(2, T - 50, -999), row(1, T - DAY_MS, -200), row(1, T - 200, 50)]);
    expect(losses.knows(2, T)).toBe(false);
    expect(losses.lossOf(1, T)).toBe(450);
    // The row at exactly T - 24 h is in the window at T and out of it a millisecond later.
    expect(losses.lossOf(1, T + 1)).toBe(250);
    // Only the oldest rows leave: the order they were loaded in does not matter.
    expect(losses.lossOf(1, T + DAY_MS - 150)).toBe(300);
    expect(losses.lossOf(1, T + DAY_MS)).toBe(0);
  });

  it('counts a net win as no loss, and records results in time order even when they come late', () => {
    const losses = new SettledLosses();
    losses.load([1], T - DAY_MS, []);
    losses.record(1, T + 3000, -100);
    losses.record(1, T + 1000, -40);
    losses.record(1, T + 2000, 500);
    expect(losses.lossOf(1, T + 3000)).toBe(0);
    // At T + 1000 + 24 h the -40 has left; +500 and -100 remain.
    expect(losses.lossOf(1, T + 1001 + DAY_MS)).toBe(0);
    expect(losses.lossOf(1, T + 2001 + DAY_MS)).toBe(100);
    // A customer never loaded is not recorded: it is read from the ledger when first needed.
    losses.record(2, T, -5);
    expect(losses.knows(2, T)).toBe(false);
  });

  it('moves the window only when results leave it: an earlier clock reading is still known until then', () => {
    const losses = new SettledLosses();
    losses.load([1], T - DAY_MS, [row(1, T - 10, -70)]);
    expect(losses.lossOf(1, T + 100)).toBe(70);
    expect(losses.knows(1, T + 50)).toBe(true);
    // Once the -70 has left (at T - 10 + 24 h), the window starts later.
    expect(losses.lossOf(1, T + DAY_MS)).toBe(0);
    expect(losses.knows(1, T + 50)).toBe(false);
    losses.forget([1]);
    expect(losses.knows(1, T)).toBe(false);
  });
});
