import type { OrderView } from '@bx/exchange';
import { describe, expect, it } from 'vitest';
import { makerQuotePlan } from '../../src/market-maker/maker-quote-plan.ts';

const order = (orderId: string, side: 'BACK' | 'LAY', price: number, remaining: number) =>
  ({ orderId, side, price, remaining }) as OrderView;
const levels = (prices: number[]) => prices.map((price) => ({ price, size: 1000 }));

describe('market maker quote plan', () => {
  it('keeps full levels, tops up thin ones, and cancels a stale order only after its replacement or right before a level that would trade with it', () => {
    const resting = [
      order('1', 'LAY', 200, 1000),
      order('2', 'LAY', 198, 300),
      order('3', 'LAY', 196, 1000),
      order('4', 'BACK', 202, 1000),
      order('5', 'BACK', 204, 1000),
      order('6', 'BACK', 206, 1000),
    ];
    // The fair price rose one tick: lays now at 202/200/198, backs from 204.
    const plan = makerQuotePlan(resting, {
      marketId: 1,
      matchId: 1,
      selectionId: 1,
      back: levels([202, 200, 198]),
      lay: levels([204, 206, 208]),
    });
    expect(plan.place).toEqual([
      { side: 'LAY', price: 198, size: 700 },
      { side: 'BACK', price: 208, size: 1000 },
    ]);
    expect(plan.cancelCrossed.map((o) => o.orderId)).toEqual(['4']);
    expect(plan.placeAfter).toEqual([{ side: 'LAY', price: 202, size: 1000 }]);
    expect(plan.cancelAfter.map((o) => o.orderId)).toEqual(['3']);
  });
});
