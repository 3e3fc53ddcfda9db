import type { OrderMessage } from '@bx/contract';
import { describe, expect, it } from 'vitest';
import { orderNotice } from './order-notice.ts';

const order = (part: Partial<OrderMessage>): OrderMessage => ({ type: 'order', event: 'lapsed', bet_id: 7, market_id: '12', ...part });

describe('the notice of a bet the system ended', () => {
  it('says why an unmatched part lapsed when the server names it', () => {
    expect(orderNotice(order({ lapse_reason: 'IN_PLAY' }))).toBe('The unmatched part of bet 7 lapsed: the market went in-play.');
    expect(orderNotice(order({ lapse_reason: 'RUNNER_REMOVED' }))).toBe('The unmatched part of bet 7 lapsed: a runner was withdrawn.');
    expect(orderNotice(order({}))).toBe('The unmatched part of bet 7 lapsed.');
  });

  it('says won or lost with the amount, and a void returns the stake', () => {
    expect(orderNotice(order({ event: 'settled', profit_loss: 98 }))).toBe('Bet 7 settled: won 98.00.');
    expect(orderNotice(order({ event: 'settled', profit_loss: -100 }))).toBe('Bet 7 settled: lost 100.00.');
    expect(orderNotice(order({ event: 'voided' }))).toBe('Bet 7 was voided: the stake is returned.');
  });
});
