import { paiseToRupees } from '@bx/contract';
import type { Market } from '@bx/exchange';
import type { MarketRow, RunnerRow } from '../shared/trading-types.ts';
import { bookmakerOdds, hundredthsToDecimal } from './decimal-odds.ts';

/**
 * The public prices of markets, shared by match/getMatchDetail and the live channel's images
 * and changes, so both always show the same numbers. Odds are decimal, sizes rupees.
 */
export interface RunnerQuotes {
  back: { price: number; size: number }[];
  lay: { price: number; size: number }[];
}

const levels = (l: { price: number; size: number }[]) =>
  l.map((x) => ({ price: hundredthsToDecimal(x.price), size: paiseToRupees(x.size) }));

/** An exchange runner's best three a side: a customer backs at what layers left resting, and the other way round. */
export function exchangeQuotes(engine: Market | null, selectionId: number): RunnerQuotes {
  const depth = engine?.depth(selectionId, 3);
  return { back: levels(depth?.lays ?? []), lay: levels(depth?.backs ?? []) };
}

/** A bookmaker runner: one level a side at its rate, up to the market's max stake, while the market and the quote are open. */
export function bookmakerQuotes(
  row: Pick<MarketRow, 'status' | 'max_stake'>,
  runner: Pick<RunnerRow, 'quote_open' | 'back_rate' | 'lay_rate'>,
): RunnerQuotes {
  const open = row.status === 'OPEN' && runner.quote_open === 1;
  const level = (rate: number | null) =>
    open && rate !== null ? [{ price: bookmakerOdds(rate), size: paiseToRupees(row.max_stake) }] : [];
  return { back: level(runner.back_rate), lay: level(runner.lay_rate) };
}

/** A fancy's quote: runs, and rates per 100 (ODD_EVEN: decimal odds, stored in hundredths). Null where not quoted. */
export function fancyQuote(row: MarketRow) {
  const rate = (v: number | null) => (v !== null && row.market_type === 'ODD_EVEN' ? hundredthsToDecimal(v) : v);
  return {
    fancy_id: row.market_id,
    name: row.name,
    status: row.status,
    session_value_yes: row.yes_line,
    session_size_yes: rate(row.yes_rate),
    session_value_no: row.no_line,
    session_size_no: rate(row.no_rate),
  };
}
