import type { MarketImage } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { mergeLiveChange } from './live-market-merge.ts';

const image: MarketImage = {
  market_id: '7',
  status: 'OPEN',
  in_play: false,
  fancies: [],
  runners: [
    { selection_id: 1, status: 'ACTIVE', back: [{ price: 2, size: 10 }], lay: [{ price: 2.02, size: 5 }] },
    { selection_id: 2, status: 'ACTIVE', back: [{ price: 3, size: 10 }], lay: [] },
  ],
};

describe('mergeLiveChange', () => {
  it('applies the change and keeps the objects of runners whose values stayed the same', () => {
    const next = mergeLiveChange(image, {
      runners: [
        { selection_id: 1, back: [{ price: 2, size: 10 }], lay: [{ price: 2.02, size: 5 }] },
        { selection_id: 2, back: [{ price: 3.05, size: 4 }] },
      ],
    });
    expect(next.runners[0]).toBe(image.runners[0]);
    expect(next.runners[1]).not.toBe(image.runners[1]);
    expect(next.runners[1]!.back).toEqual([{ price: 3.05, size: 4 }]);
    expect(next.runners[1]!.lay).toEqual([]);
  });

  it('takes a new status and leaves the image untouched', () => {
    const next = mergeLiveChange(image, { status: 'SUSPENDED' });
    expect(next.status).toBe('SUSPENDED');
    expect(image.status).toBe('OPEN');
    expect(next.runners).toBe(image.runners);
  });
});
