import { applyMarketChange, type MarketChange } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { twoRunnerMarket } from './live-client.ts';

describe('applyMarketChange', () => {
  it('keeps the latest value of each field and of each runner field', () => {
    const first: MarketChange = { status: 'SUSPENDED', runners: [{ selection_id: 1, back: [{ price: 2, size: 5 }] }] };
    const second: MarketChange = {
      in_play: true,
      runners: [
        { selection_id: 1, lay: [] },
        { selection_id: 2, status: 'REMOVED' },
      ],
    };
    expect(applyMarketChange(first, second)).toEqual({
      status: 'SUSPENDED',
      in_play: true,
      runners: [
        { selection_id: 1, back: [{ price: 2, size: 5 }], lay: [] },
        { selection_id: 2, status: 'REMOVED' },
      ],
    });
  });

  it('applies a delta to an image without touching either', () => {
    const image = twoRunnerMarket('9');
    const before = structuredClone(image);
    const next = applyMarketChange(image, { status: 'CLOSED', fancies: [{ fancy_id: 3, status: 'OPEN' }] });
    expect(image).toEqual(before);
    expect(next).toMatchObject({ status: 'CLOSED', runners: before.runners, fancies: [{ fancy_id: 3, status: 'OPEN' }] });
  });
});
