import { describe, expect, it } from 'vitest';
import { betListItem } from './bet-list-item-fixture.ts';
import { formatBookmakerRate, listedBetPrice } from './bookmaker-rate.ts';

describe('a bookmaker price on screen', () => {
  it('reads as paise of profit per rupee, with no float noise', () => {
    expect([1.45, 1.61, 2, 1.01].map(formatBookmakerRate)).toEqual(['45', '61', '100', '1']);
    expect(formatBookmakerRate(null)).toBe('');
  });

  it("is a listed bookmaker bet's price; every other bet keeps its odds", () => {
    expect(listedBetPrice(betListItem({ market_type: 'BOOKMAKER' }), 1.45)).toBe('45');
    expect(listedBetPrice(betListItem({ market_type: 'MATCH_ODDS' }), 1.45)).toBe(1.45);
    expect(listedBetPrice(betListItem({ market_type: 'ODD_EVEN', fancy_id: 12 }), 1.95)).toBe(1.95);
  });
});
