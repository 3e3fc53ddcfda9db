import { describe, expect, it } from 'vitest';
import { betListItem } from './bet-list-item-fixture.ts';
import { betSideName, hasRunLine, listedBetSide } from './bet-side.ts';

describe('a bet side in the customer words', () => {
  it('is Back/Lay on a runner, Yes/No on a fancy and Odd/Even on an odd/even fancy (is_back true = odd)', () => {
    expect([betSideName(true, null), betSideName(false, null)]).toEqual(['Back', 'Lay']);
    expect([betSideName(true, 'SESSION'), betSideName(false, 'KHADO')]).toEqual(['Yes', 'No']);
    expect([betSideName(true, 'ODD_EVEN'), betSideName(false, 'ODD_EVEN')]).toEqual(['Odd', 'Even']);
  });

  it("reads a listed bet's side from its market type, and shows a run line on fancies but odd/even", () => {
    const evenBet = betListItem({ fancy_id: 12, market_id: 12, market_type: 'ODD_EVEN', is_back: false, run: 0, odds: 1.95 });
    expect(listedBetSide(evenBet)).toBe('Even');
    expect(hasRunLine(evenBet)).toBe(false);
    const yesBet = betListItem({ fancy_id: 13, market_id: 13, market_type: 'SESSION', run: 59, odds: 100 });
    expect([listedBetSide(yesBet), hasRunLine(yesBet)]).toEqual(['Yes', true]);
    // A runner market's type is never read as a fancy's.
    expect(listedBetSide(betListItem({ market_type: 'ODD_EVEN', is_back: false }))).toBe('Lay');
  });
});
