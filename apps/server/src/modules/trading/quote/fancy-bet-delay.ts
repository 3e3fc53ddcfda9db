import type { IoAnswers, MarketRow } from '../shared/trading-types.ts';
import { familyOf } from '../markets/market-kinds.ts';

type DelayRow = IoAnswers['matchMarkets'][number];

/** A match's in-play bet delay (seconds): the longest of its runner markets in play, 0 before the off. */
export function matchBetDelay(markets: DelayRow[]): number {
  return markets.reduce(
    (d, m) => (familyOf(m.market_type) !== 'FANCY' && m.in_play === 1 && m.status !== 'CLOSED' ? Math.max(d, m.bet_delay) : d),
    0,
  );
}

/**
 * A fancy's bet delay (seconds): its own while it is in play with one, else the match's, so
 * fancy bets wait like market bets once the match is in play (the feed marks only the match's
 * markets in play, not each fancy).
 */
export function fancyBetDelay(fancy: Pick<MarketRow, 'in_play' | 'bet_delay'>, matchDelay: number): number {
  return fancy.in_play === 1 && fancy.bet_delay > 0 ? fancy.bet_delay : matchDelay;
}
